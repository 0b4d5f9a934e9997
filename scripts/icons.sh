#!/usr/bin/env bash
# Makes the packages' icons from build/icon.svg; the results are committed, so packing needs none of
# these tools. Debian: apt-get install librsvg2-bin icnsutils imagemagick.
set -euo pipefail
cd "$(dirname "$0")/../build"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for size in 16 32 48 64 128 256 512 1024; do
  rsvg-convert -w "$size" -h "$size" icon.svg -o "$tmp/$size.png"
done
cp "$tmp/512.png" icon.png
# Linux desktop entries take the sizes from file names.
mkdir -p icons
for size in 16 32 48 64 128 256 512; do cp "$tmp/$size.png" "icons/${size}x${size}.png"; done
/usr/bin/convert "$tmp/16.png" "$tmp/32.png" "$tmp/48.png" "$tmp/64.png" "$tmp/128.png" "$tmp/256.png" icon.ico
png2icns icon.icns "$tmp/16.png" "$tmp/32.png" "$tmp/128.png" "$tmp/256.png" "$tmp/512.png" "$tmp/1024.png" >/dev/null
