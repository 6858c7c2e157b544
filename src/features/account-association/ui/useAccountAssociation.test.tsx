import { describe, expect, it } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '@mocks/testing/client';
import { renderApp } from '@tests/support/render';
import { recordRequests } from '@tests/support/requests';
import { useAccountAssociation, type AssociatedManager } from './useAccountAssociation';

/**
 * The user-association check of a manager step (000 §4, 001 §8) against the mock: the
 * signed-in demo.one checks its own details or another person's. Each wizard's own journey
 * (the KYC manager steps, the drawback page) walks the dialog's wording and payload.
 */
const OWN: AssociatedManager = { firstName: 'Demo', lastName: 'One', email: 'one@demo.kj', phone: '13800000001', identNo: 'E12345678' };
const OTHER: AssociatedManager = { id: 'M1', firstName: 'Wei', lastName: 'Zhang', email: 'zhang.wei@demo.kj', phone: '13900001111', identNo: 'E12345678' };

/** Next on a step: runs the check with a save that counts its calls, and shows the answer. */
function Step({ manager, onlyOnConfirm }: { manager: AssociatedManager; onlyOnConfirm?: boolean }) {
  const association = useAccountAssociation();
  const onNext = async () => {
    const saved = await association.saveChecked(manager, async () => {
      document.body.dataset.saves = String(Number(document.body.dataset.saves ?? 0) + 1);
      return true;
    }, { onlyOnConfirm });
    document.body.dataset.answer = String(saved);
  };
  return (
    <>
      <button type="button" onClick={() => void onNext()}>
        Next
      </button>
      {association.dialog}
    </>
  );
}

async function next(manager: AssociatedManager, onlyOnConfirm?: boolean) {
  delete document.body.dataset.saves;
  delete document.body.dataset.answer;
  await signInAs('demo.one');
  await renderApp(<Step manager={manager} onlyOnConfirm={onlyOnConfirm} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return user;
}

describe('useAccountAssociation (001 §8)', () => {
  it('the same person: the step saves at once, no dialog', async () => {
    await next(OWN);
    await waitFor(() => expect(document.body.dataset.answer).toBe('true'));
    expect(document.body.dataset.saves).toBe('1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the same person with onlyOnConfirm (the drawback keeps its manager until Submit): nothing is saved, the step may go on', async () => {
    await next(OWN, true);
    await waitFor(() => expect(document.body.dataset.answer).toBe('true'));
    expect(document.body.dataset.saves).toBeUndefined();
  });

  it('another person: the dialog; cancel saves nothing; confirm saves, then updates the account with the manager’s id and the user’s', async () => {
    const requests = recordRequests();
    const user = await next(OTHER, true);
    const dialog = await screen.findByRole('dialog', { name: 'Update your account with these details?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back and edit' }));
    await waitFor(() => expect(document.body.dataset.answer).toBe('false'));
    expect(document.body.dataset.saves).toBeUndefined();
    expect(await requests.to('/kj-sys/user/editManageUser')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Update my account and continue' }));
    await waitFor(() => expect(document.body.dataset.answer).toBe('true'));
    expect(document.body.dataset.saves).toBe('1');
    expect((await requests.to('/kj-sys/user/editManageUser'))[0]!.body).toMatchObject({ id: 'M1', sysUserId: '10001', identType: 'CREDENTIALS_ID', firstName: 'Wei', lastName: 'Zhang' });
  });
});
