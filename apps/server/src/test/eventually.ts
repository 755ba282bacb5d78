/** Polls until `check` gives a value, for work that runs in the background (jobs); the test's timeout bounds it. */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}
