#!/usr/bin/env bash
# Artwork for content/images: abstract product art, portrait-style avatars and monochrome
# wordmarks, all drawn with ImageMagick 6 (Debian's imagemagick) in the brand palette.
# There are no real photos or real logos on the site; these stand in for them tastefully.
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
    skyline) draw=""
      local x=$(( w / 10 ))
      for hh in 3 5 4 7 6 4 8 5 3 6; do
        draw+=" rectangle $x,$((h - hh * u)) $((x + w / 14)),$h"
        x=$(( x + w / 12 ))
      done
      draw+=" bezier $((w / 10)),$((h / 4)) $((w / 3)),$((h / 8)) $((w * 2 / 3)),$((h / 2)) $((w * 9 / 10)),$((h / 5))" ;;
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

avatar() { # out size colourA colourB
  local out=$1 s=$2 a=$3 b=$4
  mkdir -p "$(dirname "$out")"
  jpeg -size "${s}x${s}" "gradient:${a}-${b}" \
    \( -size "${s}x${s}" xc:none -fill "rgba(255,255,255,0.08)" -draw "circle $((s * 7 / 10)),$((s / 4)) $((s * 7 / 10 + s / 3)),$((s / 4))" \) -composite \
    \( -size "${s}x${s}" xc:none -fill "rgba(10,14,19,0.55)" \
       -draw "circle $((s / 2)),$((s * 2 / 5)) $((s / 2 + s * 4 / 25)),$((s * 2 / 5))" \
       -draw "ellipse $((s / 2)),$((s * 19 / 20)) $((s * 8 / 25)),$((s * 7 / 25)) 180,360" \) -composite \
    "$out"
  echo "$out"
}

logo() { # out text mark
  local out=$1 text=$2 mark=$3
  mkdir -p "$(dirname "$out")"
  local shape
  case $mark in
    circle) shape="circle 60,80 60,44" ;;
    square) shape="roundrectangle 26,46 94,114 12,12" ;;
    diamond) shape="polygon 60,40 98,80 60,120 22,80" ;;
    arrow) shape="polygon 24,56 96,80 24,104 42,80" ;;
    book) shape="polygon 24,52 60,64 96,52 96,108 60,120 24,108" ;;
  esac
  # Drawn on a wide canvas so a long name is never cut off, then shrunk (never enlarged) to fit.
  "$IM" -size 960x160 xc:none -fill "$GREY" -draw "$shape" -fill "$INK" -draw "circle 60,80 60,70" \
    -font "$FONT" -pointsize 40 -fill "$GREY" -gravity West -annotate +118+0 "$text" \
    -trim +repage -resize '456x136>' -gravity center -background none -extent 480x160 -strip \
    -define png:compression-level=9 "PNG32:$out"
  echo "$out"
}

art content/images/about/office.jpg 1200 900 "$LIME" "$BLUE" "$LIME" skyline
art content/images/services/digitalonboarding.jpg 800 600 "$TEAL" "$LIME" "$TEAL" cards
art content/images/services/trust.jpg 800 600 "$BLUE" "$TEAL" "$BLUE" shield
art content/images/services/payout.jpg 800 600 "$LIME" "$TEAL" "$LIME" streams
art content/images/services/bbps.jpg 800 600 "$TEAL" "$BLUE" "$TEAL" receipt
art content/images/services/aggregator.jpg 800 600 "$BLUE" "$LIME" "$BLUE" hub
art content/images/services/compliance.jpg 800 600 "$LIME" "$BLUE" "$LIME" radar

art content/images/events/upi-autopay-masterclass.jpg 800 450 "$LIME" "$TEAL" "$LIME" streams
art content/images/events/fintech-connect-gurgaon.jpg 800 450 "$BLUE" "$LIME" "$BLUE" skyline
art content/images/events/bbps-integration-deep-dive.jpg 800 450 "$TEAL" "$BLUE" "$TEAL" receipt
art content/images/events/payment-aggregator-guidelines-explained.jpg 800 450 "$LIME" "$BLUE" "$LIME" hub
art content/images/events/payments-summit-bengaluru.jpg 800 450 "$TEAL" "$LIME" "$TEAL" skyline

art content/images/press/trustgrid-launch.jpg 800 450 "$BLUE" "$TEAL" "$BLUE" shield
art content/images/press/cooperative-bank-partnership.jpg 800 450 "$TEAL" "$LIME" "$TEAL" hub
art content/images/press/erp-payouts-integration.jpg 800 450 "$LIME" "$BLUE" "$LIME" streams
art content/images/press/secureflow-launch.jpg 800 450 "$LIME" "$TEAL" "$LIME" radar

art content/images/case-studies/checkout-cart-abandonment.jpg 1000 625 "$LIME" "$TEAL" "$LIME" cards
art content/images/case-studies/nbfc-loan-disbursal.jpg 1000 625 "$TEAL" "$BLUE" "$TEAL" streams
art content/images/case-studies/fraud-claims-reduction.jpg 1000 625 "$BLUE" "$LIME" "$BLUE" radar

avatar content/images/team/aarav-malhotra.jpg 800 "#d5fd26" "#5a7a10"
avatar content/images/team/ishita-rao.jpg 800 "#2dd4bf" "#0f5f56"
avatar content/images/team/kabir-sethi.jpg 800 "#5b8cff" "#1d2f6b"
avatar content/images/team/meera-iyer.jpg 800 "#f2a65a" "#7a3d12"
avatar content/images/team/rajiv-khanna.jpg 800 "#a78bfa" "#3b2a78"
avatar content/images/team/ananya-desai.jpg 800 "#f472b6" "#6b1d48"
avatar content/images/testimonials/priya-nair.jpg 400 "#2dd4bf" "#1d2f6b"
avatar content/images/testimonials/vikram-singh.jpg 400 "#d5fd26" "#0f5f56"
avatar content/images/testimonials/sneha-kulkarni.jpg 400 "#f472b6" "#3b2a78"
avatar content/images/testimonials/arjun-bhatia.jpg 400 "#f2a65a" "#1d2f6b"

logo content/images/logos/kiranakart.png "KiranaKart" circle
logo content/images/logos/sahyog-finance.png "Sahyog Finance" square
logo content/images/logos/gramin-co-op-bank.png "Gramin Co-op Bank" diamond
logo content/images/logos/swiftship-logistics.png "SwiftShip Logistics" arrow
logo content/images/logos/edunova.png "EduNova" book

# Brand: app icon (favicon, web manifest) and the default 1200x630 share image.
mkdir -p src/images static/og
"$IM" -size 512x512 xc:none -fill "$LIME" -draw "roundrectangle 0,0 511,511 120,120" \
  -fill "$LIME" -stroke "$INK" -strokewidth 44 \
  -draw "stroke-linecap round path 'M 112,320 C 168,320 184,192 256,192 C 328,192 344,320 400,320'" \
  -draw "stroke-linecap round path 'M 112,208 C 152,208 165,152 208,152'" -strip "PNG32:src/images/icon.png"
echo src/images/icon.png
ARGS=()
background 1200 630 "$LIME" "$BLUE"
"$IM" "${ARGS[@]}" \
  \( src/images/icon.png -resize 120x120 \) -gravity NorthWest -geometry +96+150 -composite \
  -font "$FONT" -fill "#e8edf2" -pointsize 96 -annotate +96+300 "PravahPay" \
  -font DejaVu-Sans -fill "#a3b0bd" -pointsize 40 -annotate +100+430 "Secure, scalable digital payments" \
  -fill "$LIME" -draw "rectangle 100,500 260,506" -strip "PNG24:static/og/default.png"
echo static/og/default.png
