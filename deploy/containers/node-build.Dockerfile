# The build stages' base (deploy/Dockerfile BUILD_IMAGE): club-node:20-trixie, Debian's nodejs built
# by deploy/containers/setup.sh, plus Debian's npm (the Dockerfile then installs the npm of
# package.json's packageManager with it), trusting the certificate authorities this machine adds to
# Debian's (extra-ca/, copied by setup.sh; empty on most machines). Build stages only: the runtime
# image fetches nothing.
FROM club-node:20-trixie
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends npm >/dev/null \
 && rm -rf /var/lib/apt/lists/*
COPY extra-ca/ /usr/local/share/ca-certificates/
RUN update-ca-certificates >/dev/null 2>&1
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
