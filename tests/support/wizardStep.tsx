import { createRef, type ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import { demoAccountId } from '@mocks/scenarios';
import { signIn, updateSession } from '@mocks/lib/session';
import { sessionCleared, userSignedIn } from '@/entities/session';
import type { StepHandle, StepProps } from '@/widgets/wizard-frame';
import { renderApp } from './render';
import { chooseForTest } from './session';

/** A demo account and the enterprise (and its location) a step is opened for. */
export interface StepAccount {
  loginName: string;
  enterpriseId: string;
  location?: string | null;
}

/**
 * Signs the demo account in on the mock, chooses its enterprise there and in the session
 * (as the company chooser does), so a step's calls pass the mock's enterprise guard.
 */
export function signInToEnterprise({ loginName, enterpriseId, location = null }: StepAccount): void {
  signIn(demoAccountId(loginName));
  updateSession({ orgId: enterpriseId });
  userSignedIn({ loginName: loginName });
  chooseForTest(enterpriseId, { location });
}

export interface OpenStepOptions extends StepAccount {
  readOnly?: boolean;
  /** Waits for this heading, the step's form rendered with its stored data. */
  heading?: string;
  /** Else waits for this group (e.g. 'Bank account 1'). */
  group?: string;
}

/**
 * Renders one step of a wizard on its own for a signed-in demo account, the way the
 * wizard does (a ref to its handle), and waits until its form is there. `save(advance)`
 * presses the wizard's save (false) or next (true) through the handle and resolves with
 * the step's answer: true only when the server answered 200.
 */
export async function openStep(Step: ComponentType<StepProps>, { readOnly = false, heading, group, ...account }: OpenStepOptions) {
  signInToEnterprise(account);
  const handle = createRef<StepHandle>();
  const view = await renderApp(<Step ref={handle} enterpriseId={account.enterpriseId} location={account.location ?? null} readOnly={readOnly} />, {
    route: '/CommKycFile',
  });
  if (heading) await screen.findByRole('heading', { name: heading });
  else if (group) await screen.findByRole('group', { name: group });
  const save = async (advance: boolean) => {
    let result = false;
    await act(async () => {
      result = await handle.current!.save(advance);
    });
    return result;
  };
  return { ...view, handle, save };
}

/** After each step test: the session signed out, and the drafts kept per enterprise and step gone. */
export function forgetStepSession(): void {
  sessionCleared();
  sessionStorage.clear();
}

/** A step's missing-list hook (what step 6 lists), rendered as "step: label" items once loaded. */
export async function renderMissing(useMissing: () => { missing: { step: number; label: string }[]; isLoading: boolean }) {
  function Probe() {
    const { missing, isLoading } = useMissing();
    return isLoading ? null : (
      <ul aria-label="missing">
        {missing.map((item) => (
          <li key={`${item.step}:${item.label}`}>{`${item.step}: ${item.label}`}</li>
        ))}
      </ul>
    );
  }
  await renderApp(<Probe />, { route: '/CommKycFile' });
  await screen.findByRole('list', { name: 'missing' });
  return () => screen.queryAllByRole('listitem').map((item) => item.textContent ?? '');
}
