import { afterEach, describe, expect, it } from '@rstest/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Form, type FormInstance } from 'antd';
import { demoAccountId } from '@mocks/scenarios';
import { signIn, updateSession } from '@mocks/lib/session';
import { sessionCleared, userSignedIn } from '@/entities/session';
import { renderApp } from '@tests/support/render';
import { chooseForTest } from '@tests/support/session';
import { applyCompanyChange } from '../lib/applyCompanyChange';
import type { CompanyValues } from '../model/types';
import { CompanyFields } from './CompanyFields';

/**
 * What the business licence's OCR does to a mainland company's fields (001 §2.2 step 1):
 * it fills the registered address and the credit code where empty and says so; a value
 * the form holds stays, with both values shown until the user chooses. The mock's OCR
 * reads the address below and 91310115MA1K4DEM05 from any licence (mocks/handlers/kj-media.ts).
 */

// Antd forms against the mock are slow on a busy 2-core machine: wait up to 10 s for what the mock answers.
configure({ asyncUtilTimeout: 10_000 });
const SLOW_MS = 60_000;
const OCR = { address: '上海市浦东新区世纪大道100号环球金融中心20层', creditCode: '91310115MA1K4DEM05' };

let keys = 0;
const rendered: { form: FormInstance<CompanyValues> | null } = { form: null };
const current = () => rendered.form!.getFieldsValue(true) as CompanyValues;

function Harness({ initial, mediaId }: { initial: CompanyValues; mediaId: string }) {
  const [form] = Form.useForm<CompanyValues>();
  useEffect(() => {
    rendered.form = form;
  }, [form]);
  return (
    <Form form={form} layout="vertical" initialValues={initial} onValuesChange={(changed) => applyCompanyChange(form, changed as CompanyValues, 'TERRITORY')}>
      <CompanyFields location="TERRITORY" readOnly={false} mediaId={mediaId} />
    </Form>
  );
}

async function open(initial: CompanyValues = {}) {
  signIn(demoAccountId('demo.kyc.cn'));
  updateSession({ orgId: '20021' });
  userSignedIn({ loginName: 'demo.kyc.cn' });
  chooseForTest('20021');
  keys += 1;
  await renderApp(<Harness initial={initial} mediaId={`ENTOCR${keys}`} />);
}

async function uploadLicence(user: ReturnType<typeof userEvent.setup>) {
  const input = await screen.findByLabelText<HTMLInputElement>('Business licence', { selector: 'input[type=file]' }, { timeout: 20_000 });
  await waitFor(() => expect(input).toBeEnabled());
  await user.upload(input, new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' }));
  return input;
}

afterEach(() => {
  sessionCleared();
});

describe('CompanyFields: OCR of the business licence never replaces what the form holds', () => {
  it('the licence comes before the fields it fills; an empty form is filled and a note names the filled fields', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open();
    const licence = await uploadLicence(user);
    for (const name of ['Registered address', 'Registration code']) {
      expect(licence.compareDocumentPosition(screen.getByRole('textbox', { name })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Registration code' })).toHaveValue(OCR.creditCode), { timeout: 20_000 });
    expect(screen.getByRole('textbox', { name: 'Registered address' })).toHaveValue(OCR.address);
    expect(screen.getByText('Filled from your document — check these: Registered address, Registration code')).toBeInTheDocument();
  }, SLOW_MS);

  it('a typed address and a loaded credit code stay, each with both values and the choice; using the document’s value applies it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open({ registeredDetail: 'Room 1, 8 Century Avenue', companyIdentCode: '91440300MA5F8DEM41' });
    await uploadLicence(user);
    const address = await screen.findByRole('group', { name: 'Registered address differs from the document' }, { timeout: 20_000 });
    expect(address).toHaveTextContent('You typed: Room 1, 8 Century Avenue');
    expect(address).toHaveTextContent(`The document reads: ${OCR.address}`);
    const code = screen.getByRole('group', { name: 'Registration code differs from the document' });
    expect(code).toHaveTextContent('You typed: 91440300MA5F8DEM41');
    expect(current()).toMatchObject({ registeredDetail: 'Room 1, 8 Century Avenue', companyIdentCode: '91440300MA5F8DEM41' });
    expect(screen.queryByText(/^Filled from your document/)).toBeNull();

    await user.click(within(code).getByRole('button', { name: "Use the document's value for Registration code" }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Registration code' })).toHaveValue(OCR.creditCode));
    expect(screen.getByText('Filled from your document — check these: Registration code')).toBeInTheDocument();
    await user.click(within(address).getByRole('button', { name: 'Keep what I typed for Registered address' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Registered address differs from the document' })).toBeNull());
    expect(current()).toMatchObject({ registeredDetail: 'Room 1, 8 Century Avenue', companyIdentCode: OCR.creditCode });
  }, SLOW_MS);
});
