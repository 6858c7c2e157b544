import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { demoAccountId } from '@mocks/scenarios';
import { signIn, updateSession } from '@mocks/lib/session';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import { emptyOwner, toOwnerEntries } from '../lib/mapping';
import type { OwnerEntry, OwnerFormValues, OwnerKind } from '../model/types';
import { OwnerEntries } from './OwnerEntries';
import { signedFile } from '@tests/support/files';

// Antd forms against the mock are slow on a busy 2-core machine: wait up to 10 s for what the mock answers.
configure({ asyncUtilTimeout: 10_000 });

let ids = 0;
const fresh = () => `T${(ids += 1)}`;

function Harness({ kind, owners, readOnly = false }: { kind: OwnerKind; owners: OwnerEntry[]; readOnly?: boolean }) {
  const [form] = Form.useForm<OwnerFormValues>();
  return (
    <Form form={form} layout="vertical" initialValues={{ owners }}>
      <OwnerEntries kind={kind} readOnly={readOnly} />
      <Button onClick={() => void form.validateFields().catch(() => undefined)}>Check</Button>
    </Form>
  );
}

async function open(kind: OwnerKind, owners: OwnerEntry[], readOnly = false) {
  signIn(demoAccountId('demo.kyc.back'));
  updateSession({ orgId: '20024' });
  userSignedIn({ loginName: 'demo.kyc.back' });
  chooseForTest('20024');
  await renderApp(<Harness kind={kind} owners={owners} readOnly={readOnly} />);
}

const entry = (name: string) => screen.getByRole('group', { name });

beforeEach(() => {
  ids = 0;
});
afterEach(() => {
  sessionCleared();
});

describe('OwnerEntries: the COMPANY/PERSONAL switch (001 §2.3, §5)', () => {
  it('an untouched fresh entry shows no errors after a switch; once checked, switching changes the required fields and revalidates the entry', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open('beneficiary', [emptyOwner(fresh)]);
    const first = entry('Beneficial owner 1');
    await user.click(within(first).getByRole('radio', { name: 'Company' }));
    expect(await within(first).findByRole('textbox', { name: 'Enterprise name' })).not.toHaveAttribute('aria-invalid');
    await user.click(within(first).getByRole('radio', { name: 'Individual' }));

    await user.click(screen.getByRole('button', { name: 'Check' }));
    // A person: family name, gender, birthday and the ID images are required.
    const lastName = await within(first).findByRole('textbox', { name: 'Family name' });
    await waitFor(() => expect(lastName).toHaveAttribute('aria-invalid', 'true'));
    expect(within(first).getByRole('radiogroup', { name: 'Gender' })).toBeInTheDocument();
    expect(within(first).queryByRole('textbox', { name: 'Enterprise name' })).toBeNull();

    await user.click(within(first).getByRole('radio', { name: 'Company' }));
    // A company: the person's fields are gone and the company's are judged at once.
    const companyName = await within(first).findByRole('textbox', { name: 'Enterprise name' });
    await waitFor(() => expect(companyName).toHaveAttribute('aria-invalid', 'true'));
    expect(within(first).queryByRole('textbox', { name: 'Family name' })).toBeNull();
    expect(within(first).queryByRole('radiogroup', { name: 'Gender' })).toBeNull();
    expect(await within(first).findByText('Please upload the company file.')).toBeInTheDocument();
    expect(within(first).queryByText('Please upload the front of the ID document.')).toBeNull();

    await user.click(within(first).getByRole('radio', { name: 'Individual' }));
    await waitFor(() => expect(within(first).getByRole('textbox', { name: 'Family name' })).toHaveAttribute('aria-invalid', 'true'));
  }, 60_000);
});

describe('OwnerEntries: counts and read-only entries (001 §2.3, §9)', () => {
  it('beneficiaries: a field error is linked to its input (aria-describedby) with the limit message; the first cannot be deleted, at most 4 can be added', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open('beneficiary', [{ ...emptyOwner(fresh), lastName: 'x'.repeat(51) }]);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const lastName = within(entry('Beneficial owner 1')).getByRole('textbox', { name: 'Family name' });
    await waitFor(() => expect(lastName).toHaveAttribute('aria-invalid', 'true'));
    const help = document.getElementById(lastName.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(help).toHaveTextContent('Please enter at most 50 characters.');
    expect(lastName).toHaveAttribute('maxlength', '50');

    expect(within(entry('Beneficial owner 1')).queryByRole('button', { name: /Delete/ })).toBeNull();
    const add = screen.getByRole('button', { name: /Add beneficial owner/ });
    for (let n = 2; n <= 4; n += 1) {
      await user.click(add);
      expect(await screen.findByRole('group', { name: `Beneficial owner ${n}` })).toBeInTheDocument();
    }
    expect(add).toBeDisabled();
    expect(screen.getByText('At most 4 beneficial owners can be added.')).toBeInTheDocument();
    await user.click(within(entry('Beneficial owner 3')).getByRole('button', { name: 'Delete Beneficial owner 3' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Beneficial owner 4' })).toBeNull());
    expect(add).toBeEnabled();
  }, 60_000);

  it('shareholders: any entry can be deleted, including the first, down to none', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open('shareholder', [emptyOwner(fresh)]);
    await user.click(within(entry('Shareholder 1')).getByRole('button', { name: 'Delete Shareholder 1' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Shareholder 1' })).toBeNull());
    expect(screen.getByText('At most 50 shareholders can be added.')).toBeInTheDocument();
  }, 60_000);

  it('an entry with managerPerson Y is read-only and cannot be deleted', async () => {
    const [manager, other] = toOwnerEntries(
      [
        { contactRoleType: 'PERSONAL', lastName: '赵', firstName: '磊', gender: 'MALE', managerPerson: 'Y', mediaId: 'MGR1' },
        { contactRoleType: 'COMPANY', name: 'Holding Ltd', managerPerson: 'N', mediaId: 'BEN2' },
      ],
      fresh,
    );
    await open('beneficiary', [manager!, other!]);
    const locked = entry('Beneficial owner 1');
    expect(await within(locked).findByText('This entry is the authorised person and cannot be edited here.')).toBeInTheDocument();
    expect(within(locked).getByRole('textbox', { name: 'Family name' })).toBeDisabled();
    expect(within(locked).getByRole('radio', { name: 'Company' })).toBeDisabled();
    const editable = entry('Beneficial owner 2');
    expect(within(editable).getByRole('textbox', { name: 'Enterprise name' })).toBeEnabled();
    expect(within(editable).getByRole('button', { name: 'Delete Beneficial owner 2' })).toBeInTheDocument();
  }, 60_000);

  it('read-only form: no add and no delete controls', async () => {
    await open('shareholder', [emptyOwner(fresh), emptyOwner(fresh)], true);
    expect(screen.queryByRole('button', { name: /Add shareholder/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  }, 60_000);
});

describe('OwnerEntries: OCR of an individual’s ID (001 §2.3)', () => {
  it('the ID images come before the fields they fill; the typed family name stays with both values shown, the empty ID number and first name are filled and named in a note', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open('beneficiary', [{ ...emptyOwner(fresh), contactRoleType: 'PERSONAL', lastName: 'Li', mediaId: 'OWNEROCR1' }]);
    const first = entry('Beneficial owner 1');
    const front = await within(first).findByLabelText<HTMLInputElement>('Beneficial owner 1 Front of ID', { selector: 'input[type=file]' }, { timeout: 20_000 });
    expect(front.compareDocumentPosition(within(first).getByRole('textbox', { name: 'ID number' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(front).toBeEnabled());
    await user.upload(front, signedFile('owner_front.png'));
    await waitFor(() => expect(within(first).getByRole('textbox', { name: 'ID number' })).toHaveValue('11010519491231002X'), { timeout: 20_000 });
    expect(within(first).getByRole('textbox', { name: 'First name' })).toHaveValue('伟');
    expect(within(first).getByText('Filled from your document — check these: ID number, First name')).toBeInTheDocument();
    expect(within(first).getByRole('textbox', { name: 'Family name' })).toHaveValue('Li');
    const choice = within(first).getByRole('group', { name: 'Family name differs from the document' });
    expect(choice).toHaveTextContent('You typed: Li');
    expect(choice).toHaveTextContent('The document reads: 张');
    await user.click(within(choice).getByRole('button', { name: 'Keep what I typed for Family name' }));
    await waitFor(() => expect(within(first).queryByRole('group', { name: 'Family name differs from the document' })).toBeNull());
    expect(within(first).getByRole('textbox', { name: 'Family name' })).toHaveValue('Li');
  }, 60_000);
});
