import { createRef, type Ref } from 'react';
import { describe, expect, it, rstest } from '@rstest/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { recordNotices } from '@tests/support/notices';
import { renderApp } from '@tests/support/render';
import type { StepHandle } from './stepHandle';
import { useStepForm, type StepFormOptions } from './useStepForm';

interface Values {
  name?: string;
  city?: string;
}

function Step({ options, ref }: { options: StepFormOptions<Values>; ref: Ref<StepHandle> }) {
  const [form] = Form.useForm<Values>();
  useStepForm(ref, form, options);
  return (
    <Form form={form} initialValues={{ city: 'Shenzhen' }}>
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Enter the name.' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="city" label="City">
        <Input />
      </Form.Item>
    </Form>
  );
}

async function open(options: Partial<StepFormOptions<Values>> = {}) {
  const handle = createRef<StepHandle>();
  const save = rstest.fn<StepFormOptions<Values>['save']>(async () => true);
  const stage = rstest.fn<NonNullable<StepFormOptions<Values>['stage']>>(async () => true);
  const clear = rstest.fn();
  await renderApp(<Step ref={handle} options={{ draft: { clear }, save, ...options, ...(options.stage === undefined ? {} : { stage }) }} />);
  const call = async (run: (step: StepHandle) => Promise<boolean>) => {
    let result = false;
    await act(async () => {
      result = await run(handle.current!);
    });
    return result;
  };
  return { handle, save: options.save ?? save, stage, clear, call };
}

describe('useStepForm: every data step’s handle (001 §2.1, §8)', () => {
  it('next on an incomplete form: the warnings, focus on the first error, nothing sent, the draft kept', async () => {
    const warnings = recordNotices().warning;
    const { handle, save, clear, call } = await open({ warnings: (values) => [`No file for ${values.city}`] });
    // Without a stage call, back keeps nothing.
    expect(handle.current?.stage).toBeUndefined();
    expect(await call((step) => step.save(true))).toBe(false);
    expect(await screen.findByText('Enter the name.')).toBeInTheDocument();
    expect(warnings).toEqual(['No file for Shenzhen']);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
    expect(clear).not.toHaveBeenCalled();
  });

  it('save sends unchecked; next sends once valid; the draft goes only when the call answered 200', async () => {
    const answers = [true, false];
    const save = rstest.fn<StepFormOptions<Values>['save']>(async () => answers.shift() ?? true);
    const { clear, call } = await open({ save });
    expect(await call((step) => step.save(false))).toBe(true);
    expect(save).toHaveBeenLastCalledWith({ city: 'Shenzhen' }, false);
    expect(clear).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText('Name'), 'Wang');
    expect(await call((step) => step.save(true))).toBe(false);
    expect(save).toHaveBeenLastCalledWith({ name: 'Wang', city: 'Shenzhen' }, true);
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('stage (back) sends unchecked and clears the draft', async () => {
    const staged = await open({ stage: async () => true });
    expect(await staged.call((step) => step.stage!())).toBe(true);
    expect(staged.stage).toHaveBeenCalledWith({ city: 'Shenzhen' });
    expect(staged.clear).toHaveBeenCalledTimes(1);
  });
});
