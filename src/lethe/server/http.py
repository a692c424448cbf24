"""Serving the MCP tools over Streamable HTTP, and keeping them from other machines unless asked.

`forget.confirm` deletes things, so the tools are served to the network only on purpose: an address
other machines can reach needs `--allow-remote` and a bearer token (`--token-file FILE` or the
`LETHE_HTTP_TOKEN` environment variable), and then every request must carry
`Authorization: Bearer <token>` (checked in constant time, before the request reaches the MCP app). A
token given on a loopback address is required too. The token is never logged.
"""

from __future__ import annotations

import hmac
import ipaddress
import logging

from starlette.responses import PlainTextResponse
from starlette.types import ASGIApp, Receive, Scope, Send

log = logging.getLogger("lethe.server.http")

MIN_TOKEN_LENGTH = 32
TOKEN_ENV = "LETHE_HTTP_TOKEN"


def is_loopback(host: str) -> bool:
    """True only for addresses no other machine can reach (127.0.0.0/8, ::1, localhost)."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False  # a host name: it may resolve to anything


class BearerToken:
    """ASGI middleware: an HTTP request without `Authorization: Bearer <token>` gets 401 and goes no further."""

    def __init__(self, app: ASGIApp, token: str):
        self.app = app
        self._token = token.encode("utf-8")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket") and not self._authorized(scope):
            log.warning("a request without the right bearer token was refused")
            response = PlainTextResponse(
                "Unauthorized", status_code=401, headers={"WWW-Authenticate": 'Bearer realm="lethe"'}
            )
            await response(scope, receive, send)
            return
        await self.app(scope, receive, send)

    def _authorized(self, scope: Scope) -> bool:
        values = [v for k, v in scope.get("headers") or [] if k.lower() == b"authorization"]
        if len(values) != 1:
            return False
        scheme, _, credentials = values[0].partition(b" ")
        return scheme.lower() == b"bearer" and hmac.compare_digest(credentials.strip(), self._token)


def serve_http(mcp, host: str, port: int, token: str | None) -> None:
    """Run the server's Streamable HTTP app (endpoint /mcp) on host:port, behind the token when there is one."""
    import uvicorn

    app = mcp.streamable_http_app(host=host)  # DNS-rebinding protection on loopback, as the SDK sets it
    if token:
        app = BearerToken(app, token)
    uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="info")).run()
