import { dataShape, generatedApi, type DataOfEndpoint, type ResponseOfEndpoint, type WithResults } from '@/shared/api';

/** A service contract as kj-contract answers it (000 §3 "Contract"). */
export type ServiceContract = NonNullable<DataOfEndpoint<'getPlatformServiceContract'>>;
/** The DIGIPO service contract still to be signed, null when there is none (000 §4 "ENDURANCE"). */
export type DigipoServiceContract = DataOfEndpoint<'getDigipoServiceContract'>;

/**
 * What signing changes: the contracts, and what routing after the enterprise choice reads
 * (the enterprise list and its products; the DIGIPO service contract lookup of
 * entities/enterprise is a fresh request every time, 000 §4 "ENDURANCE").
 */
const SIGNED = ['Contract', 'Enterprise', 'Product', 'ProductCentre'] as const;

/**
 * The kj-contract calls (000 §7 "Contracts"), for the enterprise chosen with setOrgId: the
 * DIGIPO service contract that routing after the enterprise choice looks up (000 §4
 * "ENDURANCE"), and the contract screen's (/contract, 000 §2 "Contract screen", §4 "DIGIPO
 * contract screen"): the platform service contract (its contractStatus and id), the
 * CA-certified contract that applies if any (the screen's CA box), and signing. The DIGIPO
 * contract's schedule and the signed copy are kj-media files (entities/media-file: the file of the contract's mediaId, and uploads of
 * model MKJ03CONTRACT, category CCONTRACT012, business key the mediaId).
 * Failures show the server's message as an error toast and reject (000 §8 "Product centre
 * and contract": contract fetch non-success, contract sign non-200).
 */
export const contractApi = generatedApi.enhanceEndpoints<
  never,
  WithResults<{
    getDigipoServiceContract: DigipoServiceContract;
    getPlatformServiceContract: ServiceContract | null;
    getCfcaContract: ServiceContract | null;
    signDigipoContract: void;
    signContract: void;
  }>
>({
  endpoints: {
    /**
     * The DIGIPO service contract, a fresh request every time (a mutation: routing must not
     * read a cached answer). Its failure is routing's to show (a "Tips" alert, 000 §8).
     */
    getDigipoServiceContract: {
      extraOptions: { handlesErrors: true, data: dataShape<DataOfEndpoint<'getDigipoServiceContract'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getDigipoServiceContract'>) => response.data ?? null,
    },
    /** The platform service contract, whatever its status; null when the enterprise has none. */
    getPlatformServiceContract: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getPlatformServiceContract'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getPlatformServiceContract'>) => response.data ?? null,
      providesTags: ['Contract'],
    },
    /** The CA-certified contract that applies (the screen shows its checkbox), else null. */
    getCfcaContract: {
      extraOptions: { data: dataShape<DataOfEndpoint<'getCfcaContract'>>('object') },
      transformResponse: (response: ResponseOfEndpoint<'getCfcaContract'>) => response.data ?? null,
      providesTags: ['Contract'],
    },
    /** Signs the DIGIPO service contract of this type (the screen's query contractTypeDz) once its signed copy is uploaded. */
    signDigipoContract: {
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : [...SIGNED]),
    },
    /** Signs a contract by its id (the platform service contract) once its signed copy is uploaded. */
    signContract: {
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : [...SIGNED]),
    },
  },
});

export const {
  useGetPlatformServiceContractQuery,
  useGetCfcaContractQuery,
  useSignDigipoContractMutation,
  useSignContractMutation,
} = contractApi;
