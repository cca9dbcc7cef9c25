"""The server tests' fixtures shared by several files: a real ``redis-server``."""

from tests.server.redis_helpers import redis_server

__all__ = ["redis_server"]
