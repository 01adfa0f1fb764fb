# PostgreSQL, Redis and HAProxy from Debian's packages, for deploy/compose.yaml on a machine that
# reaches no image registry (POSTGRES_IMAGE, REDIS_IMAGE, HAPROXY_IMAGE = club-stores:trixie; the
# compose file's command picks the server). Postgres gets the official image's start contract
# (POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB, /docker-entrypoint-initdb.d/*.sql, PGDATA) from
# stores/postgres-entrypoint.sh.
FROM club-node:20-trixie
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql redis-server haproxy >/dev/null \
 && rm -rf /var/lib/apt/lists/* \
 && ln -s "$(ls -d /usr/lib/postgresql/*/bin | tail -1)"/* /usr/local/bin/ 2>/dev/null || true
COPY stores/postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENV PGDATA=/var/lib/postgresql/data
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
