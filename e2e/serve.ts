/**
 * Starts the app for the browser journeys. Stops it (gracefully, with its database) as soon as
 * the test runner that started it goes away, even if the runner was killed.
 */
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
await import('../src/server/main.ts');
