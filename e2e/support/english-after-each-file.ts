import { afterAll } from 'vitest';
import { restoreEnglish } from './api';

// Files share the demo accounts: a file that switched an account's language and failed before
// switching back must not turn every later file's English assertions into failures.
afterAll(async () => {
  await restoreEnglish();
});
