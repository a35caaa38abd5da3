#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when missing (CI machines start without it).
set -euo pipefail
if [[ -x /usr/bin/chromium ]]; then exit 0; fi
echo "installing Debian's chromium…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-noto-core >/dev/null
/usr/bin/chromium --version
