# Shared settings for the media scripts (sourced, not run). Needs ImageMagick 6 or 7, ffmpeg,
# awk and, for text, the Inter font (Debian: fonts-inter); DejaVu Sans is the fallback.

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
cd "$ROOT"

if command -v magick >/dev/null 2>&1; then IM=(magick); IDENTIFY=(magick identify)
elif [ -x /usr/bin/convert ]; then IM=(/usr/bin/convert); IDENTIFY=(/usr/bin/identify)
else IM=(convert); IDENTIFY=(identify); fi
FFMPEG=${FFMPEG:-ffmpeg}
FFPROBE=${FFPROBE:-ffprobe}

# Brand palette.
INK="#0A0E13"; SURF="#121922"; RAISED="#1A2330"; LINE="#263241"
TEXT="#E8EDF2"; MUTED="#9AA7B4"; LIME="#D5FD26"; TEAL="#2DD4BF"; BLUE="#5B8CFF"
GREY="#C9D2DC"

# font FAMILY-STYLE FALLBACK: path of an installed font file (fontconfig), else the fallback.
font() {
  local file
  file=$(fc-match -f '%{file}' "$1" 2>/dev/null || true)
  case "$file" in
    *"${1%%:*}"*|*"$(echo "${1%%:*}" | tr -d ' ')"*) echo "$file" ;;
    *) fc-match -f '%{file}' "$2" 2>/dev/null || echo "$2" ;;
  esac
}

# Temporary work space, removed on exit.
WORK=$(mktemp -d "${TMPDIR:-/tmp}/pravah-media.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# im ARGS...: ImageMagick with a fixed seed (for noise) and quiet warnings.
im() { "${IM[@]}" -seed 11 "$@"; }

# say PATH: print what was written, with its size and dimensions.
say() {
  local dims
  dims=$("${IDENTIFY[@]}" -format '%wx%h' "$1[0]" 2>/dev/null || echo "?")
  printf '  wrote %-62s %9s  %s\n' "$1" "$(stat -c %s "$1") B" "$dims"
}
