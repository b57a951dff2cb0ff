"""A real SMTP server for the connector tests (aiosmtpd, from the distribution).

Usage: smtp_server.py PORT MODE OUTDIR [CERT KEY] [USER PASSWORD]

MODE is none, starttls (STARTTLS required before MAIL) or implicit (TLS from the first
byte). With USER and PASSWORD, AUTH is required and checked. Each message received is
written, as received, to OUTDIR/NNNN.eml (renamed into place once complete); every refused
AUTH appends a line to OUTDIR/auth-failures. Prints "ready" once it listens.
"""

import asyncio
import logging
import warnings
import os
import ssl
import sys

from aiosmtpd.smtp import SMTP, AuthResult, LoginPassword


def main():
    # aiosmtpd warns about its own deprecations and AUTH without TLS (the tests choose it).
    warnings.simplefilter("ignore")
    logging.disable(logging.CRITICAL)
    port, mode, outdir = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    rest = sys.argv[4:]
    ctx = None
    if mode in ("starttls", "implicit"):
        cert, key, rest = rest[0], rest[1], rest[2:]
        ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ctx.load_cert_chain(cert, key)
    user, password = (rest[0], rest[1]) if len(rest) >= 2 else (None, None)

    class Handler:
        count = 0

        async def handle_DATA(self, server, session, envelope):
            Handler.count += 1
            path = os.path.join(outdir, "%04d.eml" % Handler.count)
            with open(path + ".tmp", "wb") as f:
                f.write(envelope.original_content or envelope.content)
            os.rename(path + ".tmp", path)
            return "250 OK stored"

    def authenticator(server, session, envelope, mechanism, auth_data):
        ok = (
            isinstance(auth_data, LoginPassword)
            and auth_data.login.decode() == user
            and auth_data.password.decode() == password
        )
        if not ok:
            with open(os.path.join(outdir, "auth-failures"), "a") as f:
                f.write("refused\n")
        return AuthResult(success=ok, handled=False)

    def factory():
        return SMTP(
            Handler(),
            hostname="localhost",
            tls_context=ctx if mode == "starttls" else None,
            require_starttls=mode == "starttls",
            authenticator=authenticator if user else None,
            auth_required=bool(user),
            auth_require_tls=mode == "starttls",
        )

    async def serve():
        loop = asyncio.get_running_loop()
        server = await loop.create_server(
            factory, "127.0.0.1", port, ssl=ctx if mode == "implicit" else None
        )
        print("ready", flush=True)
        await server.serve_forever()

    asyncio.run(serve())


if __name__ == "__main__":
    main()
