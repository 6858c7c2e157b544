import { useState } from 'react';
import { afterEach, describe, expect, it, rstest } from '@rstest/core';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input, Select } from 'antd';
import { renderApp } from '@tests/support/render';
import { focusFirstError } from '../lib/focusFirstError';
import { StepDialog } from './StepDialog';
import { WizardFrame, type WizardBusy, type WizardFrameProps } from './WizardFrame';

// Machines running several suites at once can be slow to render antd: wait up to 8 s.
configure({ asyncUtilTimeout: 8000 });

const TITLES = ['One', 'Two', 'Three', 'Four'];

/** The frame's props, with the motor's values (position, busy, goTo) given by name. */
interface FrameOverrides extends Partial<Omit<WizardFrameProps, 'motor'>> {
  current?: number;
  reached?: number;
  busy?: WizardBusy;
  onStepChange?: (step: number) => void;
}

function frame({ current = 2, reached = 3, busy = null, onStepChange = rstest.fn(), ...overrides }: FrameOverrides = {}) {
  const props: WizardFrameProps = {
    titles: TITLES,
    motor: { position: { step: current, reached }, busy, goTo: onStepChange, previous: rstest.fn() },
    actions: { previous: true, save: true, next: true },
    onSave: rstest.fn(),
    onNext: rstest.fn(),
    onSubmit: rstest.fn(),
    children: <p>content</p>,
    ...overrides,
  };
  return props;
}

const innerWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = innerWidth;
});

describe('WizardFrame (001 §2.1)', () => {
  it('the indicator: reached steps are buttons for the keyboard, the current one is marked, later ones are not reachable', async () => {
    const props = frame();
    await renderApp(<WizardFrame {...props} />);
    const user = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: 'Onboarding steps' });
    const one = within(nav).getByRole('button', { name: 'Step 1 of 4: One' });
    expect(within(nav).getByRole('button', { name: 'Step 2 of 4: Two' })).toHaveAttribute('aria-current', 'step');
    expect(within(nav).queryByRole('button', { name: 'Step 4 of 4: Four' })).toBeNull();
    one.focus();
    await user.keyboard('{Enter}');
    expect(props.motor.goTo).toHaveBeenCalledWith(1);
    within(nav).getByRole('button', { name: 'Step 3 of 4: Three' }).focus();
    await user.keyboard(' ');
    expect(props.motor.goTo).toHaveBeenCalledWith(3);
    expect(props.motor.goTo).toHaveBeenCalledTimes(2);
  });

  it('collapses to "Step n of m: title" on a 375 px phone, with the steps reached in a list that opens them', async () => {
    window.innerWidth = 375;
    const props = frame({ readOnly: true });
    await renderApp(<WizardFrame {...props} />, { locale: 'zh' });
    const nav = screen.getByRole('navigation', { name: '开户步骤' });
    expect(within(nav).getByText('第 2 步，共 4 步：Two')).toBeInTheDocument();
    expect(within(nav).queryAllByRole('button')).toEqual([]);
    // Read-only shows no buttons: the list is the way to the earlier steps.
    const list = within(nav).getByRole('combobox', { name: '跳转到步骤' });
    expect(list).toHaveValue('2');
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => [option.textContent, (option as HTMLOptionElement).disabled])).toEqual([
      ['1. One', false],
      ['2. Two', false],
      ['3. Three', false],
      ['4. Four', true],
    ]);
    await userEvent.setup().selectOptions(list, '1. One');
    expect(props.motor.goTo).toHaveBeenCalledWith(1);
  });

  it('on a phone, a wizard on its first step has no list of steps', async () => {
    window.innerWidth = 375;
    await renderApp(<WizardFrame {...frame({ current: 1, reached: 1 })} />);
    const nav = screen.getByRole('navigation', { name: 'Onboarding steps' });
    expect(within(nav).getByText('Step 1 of 4: One')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Go to step' })).toBeNull();
  });

  it('shows the buttons asked for and calls them', async () => {
    const props = frame({ actions: { previous: true, save: true, next: true } });
    await renderApp(<WizardFrame {...props} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.motor.previous).toHaveBeenCalledTimes(1);
    expect(props.onSave).toHaveBeenCalledTimes(1);
    expect(props.onNext).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('while a save runs every button is disabled and the running one loads; so are the steps', async () => {
    await renderApp(<WizardFrame {...frame({ busy: 'next' })} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toHaveClass('ant-btn-loading');
    expect(within(screen.getByRole('navigation')).queryByRole('button', { name: 'Step 1 of 4: One' })).toBeNull();
  });

  it('while a step’s dialog asks the user (the association check), the running Next waits without a spinner; the others stay disabled', async () => {
    const dialog = <StepDialog open>{null}</StepDialog>;
    const { unmount } = await renderApp(<WizardFrame {...frame({ busy: 'next', children: dialog })} />);
    expect(screen.getByRole('button', { name: /Next/ })).not.toHaveClass('ant-btn-loading');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    unmount();
    // Closed (answered), the save goes on: the spinner is back.
    await renderApp(<WizardFrame {...frame({ busy: 'next', children: <StepDialog open={false}>{null}</StepDialog> })} />);
    expect(screen.getByRole('button', { name: /Next/ })).toHaveClass('ant-btn-loading');
  });

  it('skip: shown on request and called; next can be shown disabled until the step is complete', async () => {
    const props = frame({ actions: { skip: true, next: true }, nextDisabled: true, onSkip: rstest.fn() });
    await renderApp(<WizardFrame {...props} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip' }));
    expect(props.onSkip).toHaveBeenCalledTimes(1);
  });

  it('skip with a hint: the line beside it is shown and describes the button; no hint, no line', async () => {
    const hint = 'Skipping keeps what the step holds.';
    const { unmount } = await renderApp(<WizardFrame {...frame({ actions: { skip: true, next: true }, skipHint: hint })} />);
    expect(screen.getByText(hint)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Skip' })).toHaveAccessibleDescription(hint);
    unmount();
    await renderApp(<WizardFrame {...frame({ actions: { next: true }, skipHint: hint })} />);
    expect(screen.queryByText(hint)).toBeNull();
  });

  it('submit: shown on request, disabled while something is missing', async () => {
    const props = frame({ actions: { previous: true, submit: true }, submitDisabled: true });
    await renderApp(<WizardFrame {...props} />);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('on another step focus moves to the step heading', async () => {
    function Harness() {
      const [current, setCurrent] = useState(2);
      return <WizardFrame {...frame({ current, onStepChange: setCurrent })} />;
    }
    await renderApp(<Harness />);
    await userEvent.setup().click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Step 1 of 4: One' }));
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: One' })).toHaveFocus();
  });

  it('submit disabled with its reason: said beside the buttons and describing the button; no reason once it can be pressed', async () => {
    const reason = 'Upload the signed contract to submit.';
    const first = await renderApp(<WizardFrame {...frame({ actions: { submit: true }, submitDisabled: true, disabledReason: reason })} />);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAccessibleDescription(reason);
    first.unmount();
    await renderApp(<WizardFrame {...frame({ actions: { submit: true }, submitDisabled: false, disabledReason: reason })} />);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('a submitted application: the status note, every step ticked, no required marks', async () => {
    const content = (
      <Form>
        <Form.Item name="name" label="Name" rules={[{ required: true }]}>
          <Input />
        </Form.Item>
      </Form>
    );
    await renderApp(<WizardFrame {...frame({ readOnly: true, submitted: true, current: 1, reached: 4, children: content })} />);
    expect(screen.getByText('Submitted and under review. You can view your application here; it cannot be changed while it is reviewed.')).toBeInTheDocument();
    expect(document.querySelectorAll('.ant-steps-item-finish')).toHaveLength(TITLES.length);
    expect(document.querySelector('.ant-form-item-required')).toHaveClass('ant-form-item-required-mark-hidden');
  });

  it('a submitted application shows its data as text: the steps’ locked fields without their boxes, whichever step drew them', async () => {
    const content = (
      <Form disabled>
        <Form.Item name="name" label="Name" initialValue="Wang Fang">
          <Input />
        </Form.Item>
        <Form.Item name="country" label="Country" initialValue="CN">
          <Select options={[{ value: 'CN', label: 'China' }]} />
        </Form.Item>
      </Form>
    );
    await renderApp(<WizardFrame {...frame({ readOnly: true, submitted: true, current: 1, reached: 4, children: content })} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toBeDisabled();
    expect(name).toHaveValue('Wang Fang');
    expect(name).toHaveClass('ant-input-borderless');
    expect(document.querySelector('.ant-select')).toHaveClass('ant-select-borderless');
    expect(document.querySelector('.ant-select')).toHaveClass('ant-select-disabled');
  });

  it('read-only hides the navigation buttons and keeps the content', async () => {
    await renderApp(<WizardFrame {...frame({ readOnly: true })} />);
    expect(screen.getByText('content')).toBeInTheDocument();
    for (const name of ['Previous', 'Save', 'Next', 'Submit']) expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

describe('focusFirstError', () => {
  function Fields({ onReady }: { onReady(form: ReturnType<typeof Form.useForm>[0]): void }) {
    const [form] = Form.useForm();
    onReady(form);
    return (
      <WizardFrame {...frame()}>
        <Form form={form}>
          <Form.Item name="a" label="A">
            <Input />
          </Form.Item>
          <Form.Item name="b" label="B" rules={[{ required: true, message: 'B is required' }]}>
            <Input />
          </Form.Item>
          <Form.Item name="c" label="C" rules={[{ required: true, message: 'C is required' }]}>
            <Input />
          </Form.Item>
        </Form>
      </WizardFrame>
    );
  }

  it('focuses the first invalid field and announces the errors', async () => {
    let form: ReturnType<typeof Form.useForm>[0] | undefined;
    await renderApp(<Fields onReady={(f) => (form = f)} />);
    await form!.validateFields().catch(() => undefined);
    expect(focusFirstError(form!)).toBe('B is required');
    expect(screen.getByLabelText('B')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Please check the marked fields (2): B is required');
  });

  it('returns null for a valid form', async () => {
    let form: ReturnType<typeof Form.useForm>[0] | undefined;
    await renderApp(<Fields onReady={(f) => (form = f)} />);
    expect(focusFirstError(form!)).toBeNull();
  });
});
