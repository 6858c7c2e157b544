import { afterEach, describe, expect, it } from '@rstest/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Form, type FormInstance } from 'antd';
import { demoAccountId } from '@mocks/scenarios';
import { signIn, updateSession } from '@mocks/lib/session';
import { sessionCleared, userSignedIn } from '@/entities/session';
import type { Locale } from '@/shared/i18n';
import { enter } from '@tests/support/input';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import type { ManagerValues } from '../model/managerTypes';
import { ManagerFields } from './ManagerFields';
import { signedFile } from '@tests/support/files';

/**
 * What an ID image's OCR does to the manager's fields (001 §2.2 step 2, §2.3): it fills
 * empty fields and says which; a field holding another value (typed, or loaded from the
 * server) keeps it and shows both values until the user chooses. The mock's OCR reads
 * 11010519491231002X and 张伟 from any ID image (mocks/handlers/kj-media.ts).
 */

// Antd forms against the mock are slow on a busy 2-core machine: wait up to 10 s for what the mock answers.
configure({ asyncUtilTimeout: 10_000 });
const SLOW_MS = 60_000;
const OCR = { identNo: '11010519491231002X', lastName: '张', firstName: '伟' };

let keys = 0;
const rendered: { form: FormInstance<ManagerValues> | null } = { form: null };
const current = () => rendered.form!.getFieldsValue(true) as ManagerValues;

function Harness({ initial, mediaId }: { initial: ManagerValues; mediaId: string }) {
  const [form] = Form.useForm<ManagerValues>();
  useEffect(() => {
    rendered.form = form;
  }, [form]);
  return (
    <Form form={form} layout="vertical" initialValues={initial}>
      <ManagerFields location="TERRITORY" readOnly={false} mediaId={mediaId} />
    </Form>
  );
}

async function open(initial: ManagerValues = {}, locale: Locale = 'en') {
  signIn(demoAccountId('demo.kyc.cn'));
  updateSession({ orgId: '20021' });
  userSignedIn({ loginName: 'demo.kyc.cn' });
  chooseForTest('20021');
  keys += 1;
  await renderApp(<Harness initial={initial} mediaId={`MGROCR${keys}`} />, { locale });
}

async function uploadFront(user: ReturnType<typeof userEvent.setup>, label: string) {
  const input = await screen.findByLabelText<HTMLInputElement>(label, { selector: 'input[type=file]' }, { timeout: 20_000 });
  await waitFor(() => expect(input).toBeEnabled());
  await user.upload(input, signedFile('id_front.png'));
}

afterEach(() => {
  sessionCleared();
});

describe('ManagerFields: OCR of the ID never replaces what the form holds', () => {
  it('the ID images come before the ID number and the names they fill', async () => {
    await open();
    const front = await screen.findByLabelText('ID front', { selector: 'input[type=file]' });
    const idNo = screen.getByRole('textbox', { name: 'ID number' });
    const lastName = screen.getByRole('textbox', { name: 'Family name' });
    expect(front.compareDocumentPosition(idNo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(front.compareDocumentPosition(lastName) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }, SLOW_MS);

  it('an empty form is filled, and a note names the filled fields for checking', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open();
    await uploadFront(user, 'ID front');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'ID number' })).toHaveValue(OCR.identNo), { timeout: 20_000 });
    expect(screen.getByRole('textbox', { name: 'Family name' })).toHaveValue(OCR.lastName);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue(OCR.firstName);
    expect(await screen.findByText('Filled from your document — check these: ID number, Family name, First name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Keep what I typed/ })).toBeNull();
  }, SLOW_MS);

  it('a typed name and ID number survive the ID front’s OCR; both values are shown with a choice; using the document’s value applies it, keeping ends the question', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open();
    await enter(user, screen.getByRole('textbox', { name: 'ID number' }), 'G1234567');
    await enter(user, screen.getByRole('textbox', { name: 'Family name' }), 'Wang');
    await enter(user, screen.getByRole('textbox', { name: 'First name' }), 'Fang');
    await uploadFront(user, 'ID front');

    const idChoice = await screen.findByRole('group', { name: 'ID number differs from the document' }, { timeout: 20_000 });
    expect(idChoice).toHaveTextContent('You typed: G1234567');
    expect(idChoice).toHaveTextContent(`The document reads: ${OCR.identNo}`);
    const nameChoice = screen.getByRole('group', { name: 'Family name differs from the document' });
    expect(nameChoice).toHaveTextContent('You typed: Wang');
    expect(nameChoice).toHaveTextContent('The document reads: 张');
    expect(screen.getByRole('group', { name: 'First name differs from the document' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ID number' })).toHaveValue('G1234567');
    expect(screen.getByRole('textbox', { name: 'Family name' })).toHaveValue('Wang');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Fang');
    expect(current()).toMatchObject({ identNo: 'G1234567', lastName: 'Wang', firstName: 'Fang' });

    await user.click(within(idChoice).getByRole('button', { name: "Use the document's value for ID number" }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'ID number' })).toHaveValue(OCR.identNo));
    expect(screen.queryByRole('group', { name: 'ID number differs from the document' })).toBeNull();
    expect(await screen.findByText('Filled from your document — check these: ID number')).toBeInTheDocument();

    await user.click(within(nameChoice).getByRole('button', { name: 'Keep what I typed for Family name' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Family name differs from the document' })).toBeNull());
    expect(current()).toMatchObject({ identNo: OCR.identNo, lastName: 'Wang', firstName: 'Fang' });
  }, SLOW_MS);

  it('values loaded from the server count as typed (zh-CN): kept, with the choice in Chinese', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open({ lastName: '王', firstName: '芳' }, 'zh');
    await uploadFront(user, '证件正面');
    const choice = await screen.findByRole('group', { name: '姓与证件上的不一致' }, { timeout: 20_000 });
    expect(choice).toHaveTextContent('您填写的：王');
    expect(choice).toHaveTextContent('证件上的：张');
    expect(within(choice).getByRole('button', { name: /^保留我填写的/ })).toBeInTheDocument();
    expect(within(choice).getByRole('button', { name: /^使用证件上的/ })).toBeInTheDocument();
    expect(current()).toMatchObject({ lastName: '王', firstName: '芳', identNo: OCR.identNo });
    expect(await screen.findByText('已根据您上传的证件填写，请核对：证件号码')).toBeInTheDocument();
  }, SLOW_MS);
});

describe('ManagerFields: searching a select finds the words the user reads (issue 28)', () => {
  it.each([
    ['en', 'General manager'],
    ['zh', '总经理'],
  ] as const)('%s: typing "%s" in Position finds it (not only its code GENERAL_MANAGER)', async (locale, word) => {
    await open({}, locale);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const position = await screen.findByRole('combobox', { name: locale === 'en' ? 'Position' : '职位' }, { timeout: 20_000 });
    await user.click(position);
    await user.type(position, word);
    expect(await screen.findByRole('option', { name: word })).toBeInTheDocument();
  }, SLOW_MS);
});
