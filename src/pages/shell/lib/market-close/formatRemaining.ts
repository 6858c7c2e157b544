export interface RemainingParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits milliseconds into days, hours, minutes and seconds (negative counts as 0). */
export function splitRemaining(ms: number): RemainingParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** 000 §9: HH:mm:ss; the day part is computed but not shown. */
export function formatRemaining(ms: number): string {
  const { hours, minutes, seconds } = splitRemaining(ms);
  return `${two(hours)}:${two(minutes)}:${two(seconds)}`;
}
