#!/bin/bash
# nats-server 2.9 (Debian's) does not know `sync_interval` (2.10): a config that sets it is run
# without that line, so this stand-in syncs JetStream writes on nats-server's default schedule.
set -euo pipefail
if [ "${1:0:1}" = - ]; then set -- nats-server "$@"; fi
args=()
while [ $# -gt 0 ]; do
  if [ "$1" = -c ] || [ "$1" = --config ]; then
    grep -v '^\s*sync_interval:' "$2" > /tmp/nats.conf
    args+=("$1" /tmp/nats.conf); shift 2
  else
    args+=("$1"); shift
  fi
done
exec "${args[@]}"
