import { dataShape, generatedApi, type ArgOfEndpoint, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';

/** The manager's details compared with the signed-in user's account (000 §3 "User-association check payload"). */
export type UserAssociationCheck = ArgOfEndpoint<'validateUserAssociation'>;
/** The signed-in user's account taking the manager's details (000 §3 "Manager update payload", §7 editManageUser). */
export type ManageUserUpdate = ArgOfEndpoint<'editManageUser'>;

/**
 * The signed-in user's account as the export-drawback step 2 checks and updates it (000 §4
 * "Export-drawback wizard", 001 §8): the session owns the current user, so these calls
 * live here. Failures show the server's message and reject (000 §8).
 */
export const userAccountApi = generatedApi.enhanceEndpoints<never, WithResults<{ validateUserAssociation: boolean; editManageUser: void }>>({
  endpoints: {
    /** false: the details differ from the user's, and the page asks whether to update them. */
    validateUserAssociation: {
      extraOptions: { data: dataShape<DataOfEndpoint<'validateUserAssociation'>>('boolean') },
      transformResponse: (response: ResponseOfEndpoint<'validateUserAssociation'>) => response.data !== false,
    },
    /** The user's names, e-mail and phone change, so the current user is read again. */
    editManageUser: {
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : ['Session']),
    },
  },
});

export const { useValidateUserAssociationMutation, useEditManageUserMutation } = userAccountApi;
