# The build stages' base (deploy/Dockerfile BUILD_IMAGE): club-node:20-trixie, Debian's nodejs built
# by deploy/containers/setup.sh, plus Debian's npm (the Dockerfile then installs the npm of
# package.json's packageManager with it).
FROM club-node:20-trixie
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends npm >/dev/null \
 && rm -rf /var/lib/apt/lists/*
