// `npm run staff -- …` (see server/staff.ts).
import { runServerCommand } from './server-command.mjs';

await runServerCommand('staff');
