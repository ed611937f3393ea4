#!/usr/bin/env bash
# `npm run media`, part one: the app icon and the default share image, drawn with ImageMagick 6
# (Debian's imagemagick) in the brand palette. Portraits, wordmarks, the products' pictures and
# the other artwork are scripts/media/artwork.mjs's.
set -euo pipefail
cd "$(dirname "$0")/../.."
IM=$(command -v magick || echo /usr/bin/convert)
FONT=DejaVu-Sans-Bold
INK="#0a0e13"; RAISED="#1a2330"; LIME="#d5fd26"; BLUE="#5b8cff"

# background W H colourA colourB: dark radial base with two soft coloured glows and a faint grid.
background() {
  local w=$1 h=$2 a=$3 b=$4 step=$(( $1 / 12 ))
  local grid=""
  for ((x = step; x < w; x += step)); do grid+="line $x,0 $x,$h "; done
  for ((y = step; y < h; y += step)); do grid+="line 0,$y $w,$y "; done
  ARGS+=(-size "${w}x${h}" "radial-gradient:${RAISED}-${INK}" \
    \( -size "${w}x${h}" xc:none -fill "$a" -draw "circle $((w * 3 / 4)),$((h / 3)) $((w * 3 / 4 + h / 3)),$((h / 3))" -blur 0x$((h / 5)) -channel A -evaluate multiply 0.55 +channel \) -composite \
    \( -size "${w}x${h}" xc:none -fill "$b" -draw "circle $((w / 5)),$((h * 4 / 5)) $((w / 5 + h / 4)),$((h * 4 / 5))" -blur 0x$((h / 6)) -channel A -evaluate multiply 0.4 +channel \) -composite \
    \( -size "${w}x${h}" xc:none -stroke white -strokewidth 1 -draw "$grid" -channel A -evaluate multiply 0.06 +channel \) -composite)
}

# Brand: app icon (web manifest, and favicon.ico for browsers without SVG favicons: the others
# get the mark itself, src/components/layout/favicon.tsx) and the default 1200x630 share image.
mkdir -p src/images static/og
"$IM" -size 512x512 xc:none -fill "$LIME" -draw "roundrectangle 0,0 511,511 120,120" \
  -fill "$LIME" -stroke "$INK" -strokewidth 44 \
  -draw "stroke-linecap round path 'M 112,320 C 168,320 184,192 256,192 C 328,192 344,320 400,320'" \
  -draw "stroke-linecap round path 'M 112,208 C 152,208 165,152 208,152'" -strip "PNG32:src/images/icon.png"
echo src/images/icon.png
"$IM" src/images/icon.png -define icon:auto-resize=32,16 static/favicon.ico
echo static/favicon.ico
ARGS=()
background 1200 630 "$LIME" "$BLUE"
"$IM" "${ARGS[@]}" \
  \( src/images/icon.png -resize 120x120 \) -gravity NorthWest -geometry +96+150 -composite \
  -font "$FONT" -fill "#e8edf2" -pointsize 96 -annotate +96+300 "PravahPay" \
  -font DejaVu-Sans -fill "#a3b0bd" -pointsize 40 -annotate +100+430 "Secure, scalable digital payments" \
  -fill "$LIME" -draw "rectangle 100,500 260,506" -strip "PNG24:static/og/default.png"
echo static/og/default.png
