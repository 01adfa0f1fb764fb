// Testing Library's findBy*/waitFor give up after 1 s by default. The web tests render whole pages
// over a mocked network on a two-core machine that also runs the integration suites beside them:
// a busy moment can take longer than that. 5 s keeps a missing element a failure, only a slower one.
// Only jsdom tests (those with a document) load it; the Node suites skip the import.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
