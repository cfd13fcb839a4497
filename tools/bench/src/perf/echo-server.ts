import express from 'express';

/** The baseline of the overhead benchmark: Express parsing and answering the same JSON, nothing else. */
const app = express();
app.use(express.json({ limit: '1mb' }));
app.post('/echo', (req, res) => void res.json(req.body));
// The API's listen backlog (LISTEN_BACKLOG's default), so a burst compares the servers' work, not the kernel's queue.
const server = app.listen(0, '127.0.0.1', 4096, () => {
  const { port } = server.address() as { port: number };
  console.log(`echo listening on http://127.0.0.1:${port}/echo`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
