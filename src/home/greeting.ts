import type { AppMessageKey } from '../app/i18n/appMessages';

/** Which greeting fits the local hour (0–23), as people say it in Chinese. */
export function greetingKey(hour: number): AppMessageKey {
  if (hour < 5) return 'home.greeting.night';
  if (hour < 9) return 'home.greeting.morning';
  if (hour < 12) return 'home.greeting.forenoon';
  if (hour < 14) return 'home.greeting.noon';
  if (hour < 18) return 'home.greeting.afternoon';
  if (hour < 23) return 'home.greeting.evening';
  return 'home.greeting.night';
}
