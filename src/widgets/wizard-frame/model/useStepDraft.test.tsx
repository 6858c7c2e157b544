import { useEffect } from 'react';
import { beforeEach, describe, expect, it } from '@rstest/core';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input, type FormInstance } from 'antd';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { storage } from '@/shared/lib/storage';
import { renderApp } from '@tests/support/render';
import { DraftRestoredNote } from '../ui/DraftRestoredNote';
import { draftKey, useStepDraft, type StepDraft } from './useStepDraft';

configure({ asyncUtilTimeout: 8000 });

interface Values {
  name?: string;
  city?: string;
}

/** What the step under test last rendered with. */
const seen: { draft?: StepDraft<Values>; form?: FormInstance<Values> } = {};

function Step({ saved, step = 1, enterpriseId = '20011' }: { saved: Values; step?: number; enterpriseId?: string }) {
  const [form] = Form.useForm<Values>();
  const draft = useStepDraft(form, { enterpriseId, step });
  useEffect(() => {
    seen.draft = draft;
    seen.form = form;
  });
  return (
    <Form form={form} initialValues={saved}>
      <DraftRestoredNote draft={draft} />
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.Item name="city" label="City">
        <Input />
      </Form.Item>
    </Form>
  );
}

const RESTORED = 'Your unsaved input has been restored.';
const KEY = draftKey('demo.kyc', { enterpriseId: '20011', step: 1 });

beforeEach(() => {
  sessionCleared();
  sessionStorage.clear();
  userSignedIn({ loginName: 'demo.kyc' });
});

describe('useStepDraft: nothing typed is lost (001 §2.1)', () => {
  it('keeps typed input per enterprise and step and lays it over the saved values on a remount', async () => {
    const user = userEvent.setup();
    const first = await renderApp(<Step saved={{ name: 'Saved', city: 'Shanghai' }} />);
    expect(screen.queryByText(RESTORED)).toBeNull();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Typed');
    await waitFor(() => expect(storage.get('session', KEY)).toEqual({ name: 'Typed', city: 'Shanghai' }));
    expect(storage.get('session', draftKey('demo.kyc', { enterpriseId: '20011', step: 2 }))).toBeNull();
    first.unmount();

    await renderApp(<Step saved={{ name: 'Saved', city: 'Beijing' }} />);
    expect(await screen.findByDisplayValue('Typed')).toBeInTheDocument();
    expect(seen.draft!.restored).toBe(true);
    // The user is told why the field differs from what was saved.
    expect(screen.getByRole('alert')).toHaveTextContent(RESTORED);
  });

  it('writes nothing for saved values the user did not touch, and removes the draft when the input is the saved value again', async () => {
    const user = userEvent.setup();
    await renderApp(<Step saved={{ name: 'Saved' }} />);
    await act(async () => undefined);
    expect(storage.get('session', KEY)).toBeNull();
    await user.type(screen.getByLabelText('Name'), 'X');
    await waitFor(() => expect(storage.get('session', KEY)).toEqual({ name: 'SavedX' }));
    await user.type(screen.getByLabelText('Name'), '{Backspace}');
    await waitFor(() => expect(storage.get('session', KEY)).toBeNull());
  });

  it('clear() after a successful save removes it and the restored note, and the saved input does not come back', async () => {
    const user = userEvent.setup();
    storage.set('session', KEY, { name: 'Typed' });
    await renderApp(<Step saved={{ name: 'Saved' }} />);
    expect(await screen.findByText(RESTORED)).toBeInTheDocument();
    await user.type(screen.getByLabelText('City'), 'Wuxi');
    await waitFor(() => expect(storage.get('session', KEY)).toEqual({ name: 'Typed', city: 'Wuxi' }));
    act(() => seen.draft!.clear());
    act(() => seen.form!.setFieldsValue({ city: 'Wuxi' }));
    await act(async () => undefined);
    expect(storage.get('session', KEY)).toBeNull();
    expect(screen.queryByText(RESTORED)).toBeNull();
  });

  it('another account on this tab does not see the draft', async () => {
    storage.set('session', KEY, { name: 'Typed' });
    userSignedIn({ loginName: 'someone.else' });
    await renderApp(<Step saved={{ name: 'Saved' }} />);
    expect(screen.getByDisplayValue('Saved')).toBeInTheDocument();
  });

  it('over(saved) for a step that sets its values after mounting', async () => {
    storage.set('session', KEY, { city: 'Typed city' });
    await renderApp(<Step saved={{}} />);
    expect(seen.draft!.over({ name: 'Saved', city: 'Saved city' })).toEqual({ name: 'Saved', city: 'Typed city' });
  });
});
