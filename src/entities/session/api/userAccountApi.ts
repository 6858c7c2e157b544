import { baseApi, dataShape, type BodyOf, type DataOf, type ResponseOf } from '@/shared/api';

const VALIDATE = '/kj-sys/user/validateUserAssociation';
const EDIT = '/kj-sys/user/editManageUser';

/** The manager's details compared with the signed-in user's account (000 §3 "User-association check payload"). */
export type UserAssociationCheck = BodyOf<typeof VALIDATE>;
/** The signed-in user's account taking the manager's details (000 §3 "Manager update payload", §7 editManageUser). */
export type ManageUserUpdate = BodyOf<typeof EDIT>;

/**
 * The signed-in user's account as the export-drawback step 2 checks and updates it (000 §4
 * "Export-drawback wizard", 001 §8): the session owns the current user, so these calls
 * live here. Failures show the server's message and reject (000 §8).
 */
export const userAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** false: the details differ from the user's, and the page asks whether to update them. */
    validateUserAssociation: build.mutation<boolean, UserAssociationCheck>({
      query: (body) => ({ url: VALIDATE, method: 'POST', body }),
      extraOptions: { data: dataShape<DataOf<typeof VALIDATE>>('boolean') },
      transformResponse: (response: ResponseOf<typeof VALIDATE>) => response.data !== false,
    }),
    /** The user's names, e-mail and phone change, so the current user is read again. */
    editManageUser: build.mutation<void, ManageUserUpdate>({
      query: (body) => ({ url: EDIT, method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    }),
  }),
});

export const { useValidateUserAssociationMutation, useEditManageUserMutation } = userAccountApi;
