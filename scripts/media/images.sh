#!/usr/bin/env bash
# `npm run media`, part one: the products' abstract art, the app icon and the default share
# image, drawn with ImageMagick 6 (Debian's imagemagick) in the brand palette. Portraits,
# wordmarks and the other artwork are scripts/media/artwork.mjs's.
set -euo pipefail
cd "$(dirname "$0")/../.."
IM=$(command -v magick || echo /usr/bin/convert)
FONT=DejaVu-Sans-Bold
INK="#0a0e13"; RAISED="#1a2330"; LIME="#d5fd26"; TEAL="#2dd4bf"; BLUE="#5b8cff"; GREY="#c9d2dc"

# jpeg <ImageMagick arguments...> <output>: writes a small progressive JPEG without metadata.
jpeg() { "$IM" "${@:1:$#-1}" -strip -interlace Plane -sampling-factor 4:2:0 -quality 82 "${@: -1}"; }

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

# shape W H colour kind: the motif drawn on top of the background.
shape() {
  local w=$1 h=$2 c=$3 kind=$4 cx=$(( $1 / 2 )) cy=$(( $2 / 2 )) u=$(( $2 / 10 ))
  local draw
  case $kind in
    cards) draw="roundrectangle $((cx - 4 * u)),$((cy - 2 * u)) $((cx + 2 * u)),$((cy + 2 * u)) 14,14 roundrectangle $((cx - 3 * u)),$((cy - 3 * u)) $((cx + 3 * u)),$((cy + u)) 14,14 roundrectangle $((cx - 2 * u)),$((cy - u)) $((cx + 4 * u)),$((cy + 3 * u)) 14,14 polyline $((cx + u / 2)),$((cy + u)) $((cx + 3 * u / 2)),$((cy + 2 * u)) $((cx + 3 * u)),$((cy)) circle $((cx - u)),$((cy + u / 2)) $((cx - u / 3)),$((cy + u / 2))" ;;
    shield) draw="polygon $cx,$((cy - 4 * u)) $((cx + 3 * u)),$((cy - 3 * u)) $((cx + 3 * u)),$((cy + u / 2)) $cx,$((cy + 4 * u)) $((cx - 3 * u)),$((cy + u / 2)) $((cx - 3 * u)),$((cy - 3 * u)) polyline $((cx - u)),$cy $((cx - u / 4)),$((cy + u)) $((cx + 3 * u / 2)),$((cy - u))" ;;
    streams) draw="bezier $((w / 8)),$cy $((w / 3)),$cy $((w / 2)),$((cy - 3 * u)) $((w * 7 / 8)),$((cy - 3 * u)) bezier $((w / 8)),$cy $((w / 3)),$cy $((w / 2)),$((cy - u)) $((w * 7 / 8)),$((cy - u)) bezier $((w / 8)),$cy $((w / 3)),$cy $((w / 2)),$((cy + u)) $((w * 7 / 8)),$((cy + u)) bezier $((w / 8)),$cy $((w / 3)),$cy $((w / 2)),$((cy + 3 * u)) $((w * 7 / 8)),$((cy + 3 * u)) circle $((w / 8)),$cy $((w / 8 + u / 2)),$cy" ;;
    receipt) draw="roundrectangle $((cx - 3 * u)),$((cy - 4 * u)) $((cx + 2 * u)),$((cy + 3 * u)) 12,12 roundrectangle $((cx - u)),$((cy - 3 * u)) $((cx + 4 * u)),$((cy + 4 * u)) 12,12 line $((cx)),$((cy - u)) $((cx + 3 * u)),$((cy - u)) line $((cx)),$((cy)) $((cx + 3 * u)),$((cy)) line $((cx)),$((cy + u)) $((cx + 2 * u)),$((cy + u)) line $((cx)),$((cy + 2 * u)) $((cx + 3 * u)),$((cy + 2 * u))" ;;
    hub) draw="circle $cx,$cy $((cx + u)),$cy"
      for i in 0 1 2 3 4 5 6 7; do
        local px py
        px=$(awk -v cx=$cx -v u=$u -v i=$i 'BEGIN{printf "%d", cx + 6*u*cos(i*3.14159/4 + 0.3)}')
        py=$(awk -v cy=$cy -v u=$u -v i=$i 'BEGIN{printf "%d", cy + 3.6*u*sin(i*3.14159/4 + 0.3)}')
        draw+=" line $px,$py $cx,$cy circle $px,$py $((px + u / 3)),$py"
      done ;;
    radar) draw="circle $cx,$cy $((cx + 4 * u)),$cy circle $cx,$cy $((cx + 3 * u)),$cy circle $cx,$cy $((cx + 2 * u)),$cy circle $cx,$cy $((cx + u)),$cy line $cx,$cy $((cx + 3 * u)),$((cy - 3 * u)) circle $((cx + 2 * u)),$((cy + u)) $((cx + 2 * u + u / 4)),$((cy + u))" ;;
  esac
  ARGS+=(\( -size "${w}x${h}" xc:none -fill none -stroke "$c" -strokewidth $(( u / 6 + 2 )) -draw "$draw" \
    \( +clone -blur 0x$(( u / 2 )) \) +swap -composite \) -composite)
}

art() { # out w h glowA glowB line kind
  local out=$1 w=$2 h=$3
  mkdir -p "$(dirname "$out")"
  ARGS=()
  background "$w" "$h" "$4" "$5"
  shape "$w" "$h" "$6" "$7"
  jpeg "${ARGS[@]}" "$out"
  echo "$out"
}

# The six products' tiles stay in the brand's lime and teal (a design review found the blue
# ones outside the palette): the motif in one, its glows in both, alternating down the grid.
art content/images/services/digitalonboarding.jpg 800 450 "$TEAL" "$LIME" "$TEAL" cards
art content/images/services/trust.jpg 800 450 "$LIME" "$TEAL" "$LIME" shield
art content/images/services/payout.jpg 800 450 "$TEAL" "$LIME" "$TEAL" streams
art content/images/services/bbps.jpg 800 450 "$LIME" "$TEAL" "$LIME" receipt
art content/images/services/aggregator.jpg 800 450 "$TEAL" "$LIME" "$TEAL" hub
art content/images/services/compliance.jpg 800 450 "$LIME" "$TEAL" "$LIME" radar

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
