import { dataShape, generatedApi, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';

/**
 * The signed-in user's account as the export-drawback step 2 checks (the manager's details,
 * 000 §3 "User-association check payload") and updates it ("Manager update payload"; 000 §4
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
