export { useCountdown, type Countdown } from './useCountdown';
