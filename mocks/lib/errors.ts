import { HttpResponse } from 'msw';
import type { MessageKey } from '../messages';
import { message } from '../messages';
import { fail, ok } from './envelope';
import { requestLocale } from './locale';

/**
 * The error codes the mock answers with (000 §4 and §8 name 01100, 830005 and 30903; the others
 * are the mock's own, documented here and in the README). Every failure keeps HTTP 200
 * with the code in the envelope, like the kj-* services, and its message in the request's
 * language from mocks/messages.
 */
export const ERROR_CODES = {
  badRequest: '400',
  sessionExpired: '01100',
  /** Forced re-login (000 §8): the portal goes to /login with the message. Only the fault switch answers it. */
  forcedRelogin: '830005',
  wrongCredentials: '30001',
  wrongCaptcha: '30002',
  wrongCode: '30004',
  codeTooSoon: '30005',
  notEncrypted: '30006',
  passwordFormat: '30007',
  emailRegistered: '30008',
  confirmMismatch: '30009',
  oldPasswordWrong: '30010',
  noPermission: '30011',
  noEnterpriseChosen: '30012',
  /** A registration field fails its rule; the message names the rule. */
  invalidField: '30013',
  keyExpired: '30014',
  emailNotRegistered: '30015',
  alreadyInitialised: '30016',
  initialiseFirst: '30017',
  mustReset: '30903',
} as const;

export type ErrorKey = keyof typeof ERROR_CODES;

/** Message keys of success replies. */
type SuccessKey = 'success' | 'codeSent' | 'passwordReset' | 'registered' | 'mustInitialise';

/** Message keys of a bad request (400) that say what is wrong with it. */
export type RequestProblemKey =
  | 'settingNamesRequired'
  | 'pageNotPositive'
  | 'downloadTaskRequired'
  | 'downloadTaskUnknown'
  | 'fileMissing'
  | 'fileNotReady'
  | 'fileGone'
  | 'agreementCompanyRequired'
  // pre-approval (001 §7)
  | 'enumTypeUnknown'
  | 'urlKeysRequired'
  | 'pageSizeTooLarge';

/** Server texts carried inside `data` rather than as the reply's message. */
type DataTextKey = 'packagingFailed';

/** Message keys that are field rules: they answer with the invalidField code. */
export type FieldRuleKey = Exclude<MessageKey, ErrorKey | SuccessKey | RequestProblemKey | DataTextKey>;

/** A handler's failure: the error's code and its message in the request's language. */
export class MockFailure extends Error {
  constructor(
    readonly code: string,
    readonly key: MessageKey,
  ) {
    super(key);
  }
}

export const failure = (key: Exclude<ErrorKey, 'invalidField'>) => new MockFailure(ERROR_CODES[key], key);
export const fieldFailure = (key: FieldRuleKey) => new MockFailure(ERROR_CODES.invalidField, key);
/** A bad request (400) whose message names the problem. */
export const requestFailure = (key: RequestProblemKey) => new MockFailure(ERROR_CODES.badRequest, key);

/** The JSON envelope of a failure. */
export function failureResponse(request: Request, error: MockFailure): Response {
  return HttpResponse.json(fail(error.code, message(requestLocale(request), error.key)));
}

/** A success envelope with a localised message. */
export function success<T>(request: Request, data: T, key: MessageKey = 'success') {
  return ok(data, message(requestLocale(request), key));
}
