#!/usr/bin/env bash
# A self-signed certificate for trying the topology (deploy/topology.sh,
# compose.yaml): writes <dir>/tls.crt and <dir>/tls.key for the host name given
# (default localhost). Real sites use a certificate from their CA (see
# docs/deploy.md).
set -euo pipefail

dir="${1:?usage: make-cert.sh <dir> [host name]}"
name="${2:-localhost}"
mkdir -p "$dir"
if [ -s "$dir/tls.crt" ] && [ -s "$dir/tls.key" ]; then exit 0; fi
openssl req -x509 -newkey rsa:2048 -sha256 -days 30 -nodes \
  -keyout "$dir/tls.key" -out "$dir/tls.crt" \
  -subj "/CN=${name}" -addext "subjectAltName=DNS:${name},IP:127.0.0.1" 2>/dev/null
chmod 600 "$dir/tls.key"
