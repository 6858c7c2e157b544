export { marketCloseApi, useGetRemainingCloseTimeQuery } from './api/marketCloseApi';
export { formatRemaining, splitRemaining, type RemainingParts } from './lib/formatRemaining';
