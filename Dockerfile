# Arbiter in a container: `docker build -t arbiter .` then
#   docker run -d --name arbiter -e BOT_TOKEN=123456:ABC... -v arbiter-data:/data arbiter
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app

# Only what `pip install .` needs: tests, benchmarks and local state stay out (see .dockerignore).
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY engines ./engines
COPY sandbox ./sandbox
COPY locales ./locales
RUN pip install ".[postgres]" \
    && useradd --system --uid 10001 --user-group --home-dir /app --no-create-home arbiter \
    && mkdir -p /data \
    && chown arbiter:arbiter /data

# The database lives on the volume so games survive a new image; the bot runs unprivileged.
ENV DATABASE_PATH=/data/arbiter.sqlite3
VOLUME ["/data"]
USER arbiter

# Webhook mode only (WEBHOOK_URL set; WEBHOOK_LISTEN defaults to 0.0.0.0:8443). Polling needs no port.
EXPOSE 8443
# /healthz and /metrics (Prometheus) of each process, on a fixed port inside the container.
ENV METRICS_LISTEN=0.0.0.0:9100
EXPOSE 9100

# Healthy while the database file on the volume is there and readable (the bot creates it on start).
HEALTHCHECK --interval=30s --timeout=10s --start-period=30s --retries=3 \
    CMD ["python", "-m", "bot.healthcheck"]

CMD ["arbiter", "run"]
