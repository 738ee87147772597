// `npm run analytics-keys -- …` (see server/analytics-keys.ts).
import { runServerCommand } from './server-command.mjs';

await runServerCommand('analytics-keys');
