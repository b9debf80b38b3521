"""Several workers on one PostgreSQL database (docs/architecture.md, "Several workers").

- `membership.py`: a worker's own connection, its heartbeat, the shards it holds (session advisory
  locks), the polling leader, and the burial of a worker that stopped answering.
- `routing.py`: which chat an update belongs to, decided when it is received.
- `shard_worker.py`: the worker loop: its shards' inbox rows handled in Telegram's order, their
  games taken over and handed back.
- `metrics.py`: `/healthz` and `/metrics`.
- `node.py`: the parts wired into one `arbiter run` process.
"""
