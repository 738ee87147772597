import { test, type TestInfo } from '@playwright/test';

/**
 * Journeys run once, at phone size; the desktop project runs a file's main path and the checks of a
 * layout that differs at its size (docs/testing.md). Called at the top of a spec file with the titles
 * (exact, or patterns) that run at both sizes; every other test of the file runs on the phone only.
 */
export function phoneOnlyExcept(...bothSizes: (string | RegExp)[]): void {
  test.beforeEach(({}, info: TestInfo) => {
    const kept = bothSizes.some((title) => (typeof title === 'string' ? info.title === title : title.test(info.title)));
    test.skip(
      info.project.name !== 'phone' && !kept,
      'journeys run once, at phone size; the desktop runs the main path and the layout checks',
    );
  });
}
