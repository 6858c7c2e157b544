import { afterEach, describe, expect, it } from '@rstest/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { demoAccountId } from '@mocks/scenarios';
import { signIn, updateSession } from '@mocks/lib/session';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { enter } from '@tests/support/input';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import { emptyPerson } from '../lib/mapping';
import type { ManagerLike } from '../model/managerTypes';
import type { PersonEntry, PersonFormValues, PersonKind } from '../model/types';
import type { Locale } from '@/shared/i18n';
import { PersonEntries } from './PersonEntries';
import { signedFile } from '@tests/support/files';

// Antd forms against the mock are slow on a busy 2-core machine: wait up to 10 s for what the mock answers.
configure({ asyncUtilTimeout: 10_000 });

let ids = 0;
const fresh = () => `P${(ids += 1)}`;
/** The form of the rendered harness, for reading its values. */
const rendered: { form: FormInstance<PersonFormValues> | null } = { form: null };
const current = () => rendered.form!.getFieldsValue(true) as PersonFormValues;

function Harness({ kind, people, manager }: { kind: PersonKind; people: PersonEntry[]; manager?: ManagerLike | null }) {
  const [form] = Form.useForm<PersonFormValues>();
  useEffect(() => {
    rendered.form = form;
  }, [form]);
  return (
    <Form form={form} layout="vertical" initialValues={{ people }}>
      <PersonEntries kind={kind} readOnly={false} manager={manager} />
      <Button onClick={() => void form.validateFields().catch(() => undefined)}>Check</Button>
    </Form>
  );
}

async function open(kind: PersonKind, people: PersonEntry[], { manager, locale }: { manager?: ManagerLike | null; locale?: Locale } = {}) {
  signIn(demoAccountId('demo.kyc.cn'));
  updateSession({ orgId: '20021' });
  userSignedIn({ loginName: 'demo.kyc.cn' });
  chooseForTest('20021');
  await renderApp(<Harness kind={kind} people={people} manager={manager} />, { locale });
}

afterEach(() => {
  sessionCleared();
});

describe('PersonEntries (001 §2.3, §5)', () => {
  it('legal persons: the authorised person’s entry is read-only without director names; required fields and the limits are announced on the field (aria-invalid, aria-describedby); OCR of the ID front fills the empty names (first character the family name) and names them in a note; the typed ID number stays, beside it both values, and choosing the document’s applies it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open('legal', [{ ...emptyPerson(fresh), managerPerson: 'Y', lastName: '赵' }, { ...emptyPerson(fresh), identNo: 'AB-1', email: 'nope' }]);
    const locked = screen.getByRole('group', { name: 'Legal person 1' });
    expect(await within(locked).findByText('This entry is the authorised person and cannot be edited here.')).toBeInTheDocument();
    expect(within(locked).getByRole('textbox', { name: 'Family name' })).toBeDisabled();
    expect(within(locked).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(locked).queryByRole('group', { name: 'Other directors' })).toBeNull();
    const card = screen.getByRole('group', { name: 'Legal person 2' });
    expect(within(card).getByRole('button', { name: 'Delete Legal person 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check' }));
    const idNo = within(card).getByRole('textbox', { name: 'ID number' });
    await waitFor(() => expect(idNo).toHaveAttribute('aria-invalid', 'true'));
    expect(idNo).toHaveAttribute('maxlength', '20');
    const described = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby')!.split(' ')[0]!);
    await waitFor(() => expect(described(idNo)).toHaveTextContent('The ID number may contain only letters and digits.'));
    expect(described(within(card).getByRole('textbox', { name: 'E-mail' }))).toHaveTextContent('Email format error');
    expect(described(within(card).getByRole('textbox', { name: 'Family name' }))).toHaveTextContent('This field is required.');
    expect(await within(card).findByText('Please upload the front of the ID document.')).toBeInTheDocument();
    // The phone is optional (001 §5): no error on an empty phone.
    expect(within(card).getByRole('textbox', { name: 'Phone number' })).not.toHaveAttribute('aria-invalid');

    const front = await within(card).findByLabelText<HTMLInputElement>('Legal person 2 Front of ID', { selector: 'input[type=file]' }, { timeout: 20_000 });
    await user.upload(front, signedFile('id_front.jpg'));
    await waitFor(() => expect(within(card).getByRole('textbox', { name: 'Family name' })).toHaveValue('张'), { timeout: 20_000 });
    expect(within(card).getByRole('textbox', { name: 'First name' })).toHaveValue('伟');
    expect(within(card).getByText('Filled from your document — check these: Family name, First name')).toBeInTheDocument();
    // The ID number typed before the upload is not replaced: both values, and the choice.
    expect(within(card).getByRole('textbox', { name: 'ID number' })).toHaveValue('AB-1');
    const choice = within(card).getByRole('group', { name: 'ID number differs from the document' });
    expect(choice).toHaveTextContent('You typed: AB-1');
    expect(choice).toHaveTextContent('The document reads: 11010519491231002X');
    expect(current().people[1]).toMatchObject({ identNo: 'AB-1', lastName: '张', firstName: '伟' });
    await user.click(within(choice).getByRole('button', { name: "Use the document's value for ID number" }));
    await waitFor(() => expect(within(card).getByRole('textbox', { name: 'ID number' })).toHaveValue('11010519491231002X'));
    expect(within(card).queryByRole('group', { name: 'ID number differs from the document' })).toBeNull();
    expect(within(card).getByText('Filled from your document — check these: Family name, First name, ID number')).toBeInTheDocument();
    expect(current().people[1]).toMatchObject({ identNo: '11010519491231002X', lastName: '张', firstName: '伟' });
  }, 60_000);

  it('directors list further director names, trimmed, each deletable', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open('director', [emptyPerson(fresh)]);
    const card = screen.getByRole('group', { name: 'Director 1' });
    const names = within(card).getByRole('group', { name: 'Other directors' });
    await user.click(within(names).getByRole('button', { name: /Add director name/ }));
    const name = await within(names).findByRole('textbox', { name: 'Director name' });
    await enter(user, name, '  Ann Lee ');
    await user.tab();
    expect(current().people[0]!.directorNames).toEqual(['Ann Lee']);
    await user.click(within(names).getByRole('button', { name: 'Delete director name 1' }));
    await waitFor(() => expect(within(names).queryByRole('textbox', { name: 'Director name' })).toBeNull());
  }, 60_000);

  it.each([
    ['en', 'Same as the authorised person', 'Copied from the authorised person: change them there, or untick the box to enter another person.'],
    ['zh', '与授权人相同', '以上信息复制自授权人：如需修改请在授权人步骤中修改，或取消勾选以填写其他人员。'],
  ] as const)('the older form\'s legal person offers equalsContact (%s), not the authorised person\'s own entry; ticked, the copied fields are locked, the position is not', async (locale, label, note) => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const manager: ManagerLike = { lastName: '赵', firstName: '磊', email: 'zhao@example.com', phoneAreaCode: '86', phone: '13800000000', identType: 'CREDENTIALS_ID', identNo: '320503198206250025', mediaId: 'MGR-1' };
    await open('legal', [{ ...emptyPerson(fresh), managerPerson: 'Y' }, emptyPerson(fresh)], { manager, locale });
    const [own, other] = [screen.getByRole('group', { name: locale === 'zh' ? '法人 1' : 'Legal person 1' }), screen.getByRole('group', { name: locale === 'zh' ? '法人 2' : 'Legal person 2' })];
    expect(within(own).queryByRole('checkbox')).toBeNull();
    await user.click(within(other).getByRole('checkbox', { name: label }));
    expect(await within(other).findByText(note)).toBeInTheDocument();
    expect(current().people[1]).toMatchObject({ lastName: '赵', firstName: '磊', mediaId: 'MGR-1', rest: { equalsContact: 'Y' } });
    expect(within(other).getAllByRole('textbox').filter((box) => !(box as HTMLInputElement).disabled)).toEqual([]);
    expect(within(other).getAllByRole('combobox').filter((box) => !box.hasAttribute('disabled') && box.getAttribute('aria-disabled') !== 'true')).toHaveLength(1);
  }, 60_000);

  it('no box when no authorised person is given (the KYC file wizard\'s identity contact)', async () => {
    await open('legal', [emptyPerson(fresh)]);
    expect(within(screen.getByRole('group', { name: 'Legal person 1' })).queryByRole('checkbox')).toBeNull();
  }, 60_000);
});
