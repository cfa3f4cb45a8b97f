import { existsSync } from 'node:fs';
import { settings, SettingsError, type Settings } from '../../src/config/settings';

/** The validated settings, or a clear message naming the bad variable and exit 1. */
export function loadSettingsOrExit(): Settings {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return settings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(
        `${error.message}\nFix the variable(s) above (see .env.example) and start again.`,
      );
      process.exit(1);
    }
    throw error;
  }
}
