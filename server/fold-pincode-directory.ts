// Run as a child of the server at first start (src/backend/platform/db/seed/pincode-directory.ts):
// folds India Post's offices into the pincode directory and writes its count of rows, a newline
// and the rows as JSON, then exits, taking the memory of reading the offices with it.
import { foldDirectory } from '@/backend/platform/db/seed/fold-pincode-offices';

const { json, count } = foldDirectory();
process.stdout.write(`${count}\n${json}`);
