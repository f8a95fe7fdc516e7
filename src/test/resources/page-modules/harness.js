// Runs one page module's check in the browser: PageModuleBrowserTest passes NAME.check.js followed by
// this file to executeAsyncScript (the page's content security policy allows no script from
// elsewhere, a blob included, so the check is part of the script rather than imported). A check
// declares `async function check(module, t)` and, for another page than the explorer, `const page`.
// The document is first given the markup of that page as the server sends it: set through
// innerHTML, its own scripts stay inert, so only the module under test and what it imports are
// loaded, fresh for each module (the test opens a new document each time).
// Arguments: the module's file name and the callback. Answers {assertions, failures}.
const [moduleName, done] = arguments;
let assertions = 0;
const failures = [];
const text = (v) => (v === undefined ? 'undefined' : JSON.stringify(v));
const t = {
  equal(actual, expected, what) {
    assertions++;
    if (text(actual) !== text(expected)) failures.push(`${what}: expected ${text(expected)}, got ${text(actual)}`);
  },
  ok(value, what) {
    assertions++;
    if (!value) failures.push(`${what}: not so (${text(value)})`);
  },
  $: (id) => document.getElementById(id),
  /** Another of the page's modules: the same instance the module under test imports. */
  load: (name) => import(new URL(`/${name}`, location.origin).href),
  /** An answer of the server, read directly (what the module drew is compared with it). */
  async json(path) {
    const response = await fetch(path);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  },
  /** Waits until test() holds (the server answers when its work is done); the test's script timeout bounds it. */
  async until(test) {
    for (;;) {
      const value = await test();
      if (value) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  },
};
(async () => {
  try {
    const markup = await (await fetch(typeof page === 'string' ? page : '/')).text();
    document.documentElement.innerHTML = new DOMParser().parseFromString(markup, 'text/html').documentElement.innerHTML;
    const module = await t.load(moduleName);
    await check(module, t);
  } catch (e) {
    failures.push(`threw ${e && e.stack ? e.stack : e}`);
  }
  done({assertions, failures});
})();
