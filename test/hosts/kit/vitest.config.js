// A host's Vitest config: the same tests in jsdom and in happy-dom, with globals on so that Testing Library cleans up
// after each test. Nothing in it is for latch.
const project = (environment) => ({ test: { name: environment, environment, globals: true, include: ['tests/**/*.test.tsx'] } });

export default { test: { projects: [project('jsdom'), project('happy-dom')] } };
