import { baseApi, dataShape, type BodyOf, type DataOf, type QueryOf, type ResponseOf } from '@/shared/api';

const PLATFORM = '/kj-contract/contractInfo/getPlatformServiceContractClient';
const CFCA = '/kj-contract/contractInfo/getCfcaContractClient';
const SIGN = '/kj-contract/contractInfo/signContract';
const SIGN_DIGIPO = '/kj-contract/contractInfo/signDigipoContract';
const DIGIPO = '/kj-contract/contractInfo/getDigipoServiceContractClient';

/** A service contract as kj-contract answers it (000 §3 "Contract"). */
export type ServiceContract = NonNullable<DataOf<typeof PLATFORM>>;
/** The DIGIPO service contract still to be signed, null when there is none (000 §4 "ENDURANCE"). */
export type DigipoServiceContract = DataOf<typeof DIGIPO>;
/** signDigipoContract's body: the contract type of the screen's query contractTypeDz (000 §7). */
export type SignDigipoContractBody = BodyOf<typeof SIGN_DIGIPO>;

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
export const contractApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The DIGIPO service contract, a fresh request every time (a mutation: routing must not
     * read a cached answer). Its failure is routing's to show (a "Tips" alert, 000 §8).
     */
    getDigipoServiceContract: build.mutation<DigipoServiceContract, void>({
      query: () => ({ url: DIGIPO, method: 'POST' }),
      extraOptions: { handlesErrors: true, data: dataShape<DataOf<typeof DIGIPO>>('object') },
      transformResponse: (response: ResponseOf<typeof DIGIPO>) => response.data ?? null,
    }),
    /** The platform service contract, whatever its status; null when the enterprise has none. */
    getPlatformServiceContract: build.query<ServiceContract | null, void>({
      query: () => ({ url: PLATFORM, method: 'POST' }),
      extraOptions: { data: dataShape<DataOf<typeof PLATFORM>>('object') },
      transformResponse: (response: ResponseOf<typeof PLATFORM>) => response.data ?? null,
      providesTags: ['Contract'],
    }),
    /** The CA-certified contract that applies (the screen shows its checkbox), else null. */
    getCfcaContract: build.query<ServiceContract | null, void>({
      query: () => ({ url: CFCA, method: 'POST' }),
      extraOptions: { data: dataShape<DataOf<typeof CFCA>>('object') },
      transformResponse: (response: ResponseOf<typeof CFCA>) => response.data ?? null,
      providesTags: ['Contract'],
    }),
    /** Signs the DIGIPO service contract of this type once its signed copy is uploaded. */
    signDigipoContract: build.mutation<void, SignDigipoContractBody>({
      query: ({ contractType }) => ({ url: SIGN_DIGIPO, method: 'POST', body: { contractType } satisfies SignDigipoContractBody }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : [...SIGNED]),
    }),
    /** Signs a contract by id (the platform service contract) once its signed copy is uploaded. */
    signContract: build.mutation<void, { id: string }>({
      query: ({ id }) => ({ url: SIGN, method: 'POST', params: { id } satisfies QueryOf<typeof SIGN> }),
      transformResponse: () => undefined,
      invalidatesTags: (_result, error) => (error ? [] : [...SIGNED]),
    }),
  }),
});

export const {
  useGetPlatformServiceContractQuery,
  useGetCfcaContractQuery,
  useSignDigipoContractMutation,
  useSignContractMutation,
} = contractApi;
