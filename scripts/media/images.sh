#!/usr/bin/env bash
# Artwork for content/images plus the app icon and the default share image: abstract product
# art, illustrated placeholder avatars and monochrome client wordmarks, drawn with ImageMagick
# from vector layers (art.awk) in the brand palette. No photos, no real logos, no network.
# Usage: bash scripts/media/images.sh [GROUP...]   groups: art avatars logos brand (default: all)
set -euo pipefail
source "$(dirname "$0")/lib.sh"

JPEG=(-strip -interlace Plane -sampling-factor 4:2:0 -quality 82)

# art OUT W H MOTIF SEED A B C [awk-var=value...]
#   A lead accent, B/C supporting colours. Layers: colour glows, a faint grid fading out from
#   the centre, a ribbon of flowing lines (tinted C -> B -> A left to right), then the motif
#   with a drop shadow and a glow on its bright parts, a vignette and a touch of grain.
art() {
  local out=$1 w=$2 h=$3 motif=$4 seed=$5 a=$6 b=$7 c=$8; shift 8
  local vars=(-v W="$w" -v H="$h" -v motif="$motif" -v seed="$seed" -v A="$a" -v B="$b" -v C="$c")
  local kv; for kv in "$@"; do vars+=(-v "$kv"); done
  local w8=$(((w + 7) / 8)) h8=$(((h + 7) / 8)) t="$WORK/art" m=$((h < w ? h : w))
  mvg() { awk "${vars[@]}" -v layer="$1" -f "$HERE/art.awk"; }
  mkdir -p "$(dirname "$out")"

  im -size ${w8}x${h8} xc:black -draw "$(mvg glows)" -blur 0x$((h8 / 5)) -resize "${w}x${h}!" "$t-glow.png"
  im -size ${w}x${h} xc:black -draw "$(mvg grid)" \
    \( -size $((w * 13 / 10))x$((h * 13 / 10)) radial-gradient:white-black -gravity center -crop "${w}x${h}+0+0" +repage \) \
    -compose Multiply -composite "$t-grid.png"
  im -size ${w}x${h} xc:none -draw "$(mvg streams)" "$t-smask.png"
  im \( -size ${h}x${w} "gradient:${a}-${c}" -rotate 90 \) \
    "$t-smask.png" -compose CopyOpacity -composite -compose Over -background black -flatten "$t-streams.png"
  im -size ${w}x${h} xc:none -draw "$(mvg main)" "$t-main.png"

  im -size ${w}x${h} "xc:$INK" \
    "$t-glow.png" -compose Screen -composite \
    "$t-grid.png" -compose Screen -composite \
    \( "$t-streams.png" -blur 0x$((m / 60)) \) -compose Screen -composite \
    \( "$t-streams.png" -evaluate multiply 0.85 \) -compose Screen -composite \
    \( "$t-main.png" -alpha extract -blur 0x$((m / 30)) -background black -gravity north -splice 0x$((m / 40)) -gravity south -chop 0x$((m / 40)) +gravity -evaluate multiply 0.7 -negate \) -compose Multiply -composite \
    "$t-main.png" -compose Over -composite \
    \( "$t-main.png" -compose Over -background black -flatten -level 40%,100% -blur 0x$((m / 45)) \) -compose Screen -composite \
    \( "$t-main.png" -compose Over -background black -flatten -level 40%,100% -blur 0x$((m / 160 + 1)) -evaluate multiply 0.6 \) -compose Screen -composite \
    \( -size $((w * 14 / 10))x$((h * 14 / 10)) radial-gradient:white-black -gravity center -crop "${w}x${h}+0+0" +repage +level 35%,100% \) -compose Multiply -composite \
    \( -size ${w}x${h} xc:gray50 -attenuate 0.5 +noise Gaussian -colorspace Gray +level 48.5%,51.5% \) -compose Overlay -composite \
    "${JPEG[@]}" "$out"
  say "$out"
}

# avatar OUT SIZE LIGHT MID DARK PATTERN: a head-and-shoulders silhouette over a gradient.
avatar() {
  local out=$1 s=$2 l=$3 m=$4 d=$5 pat=$6 t="$WORK/avatar"
  local vars=(-v W="$s" -v H="$s" -v L="$l" -v M="$m" -v D="$d" -v pat="$pat" -v seed=5)
  mvg() { awk "${vars[@]}" -v layer="$1" -f "$HERE/art.awk"; }
  mkdir -p "$(dirname "$out")"
  im -size ${s}x${s} xc:black -draw "$(mvg avatar_bg)" "$t-bg.png"
  im -size ${s}x${s} xc:black -draw "$(mvg avatar_pattern)" \
    \( -size ${s}x${s} gradient:gray40-black \) -compose Multiply -composite -alpha off "$t-pat.png"
  im -size ${s}x${s} xc:none -draw "$(mvg avatar_person)" "$t-person.png"
  im "$t-bg.png" \
    \( -size $((s / 8))x$((s / 8)) xc:black -fill "$l" -draw "ellipse $((s / 16)),$((s * 9 / 160)) $((s / 26)),$((s / 30)) 0,360" -blur 0x$((s / 90)) -resize "${s}x${s}!" -evaluate multiply 0.5 \) -compose Screen -composite \
    \( -size ${s}x${s} "xc:$l" \( "$t-pat.png" -alpha off \) -alpha off -compose CopyOpacity -composite \) -compose Over -composite \
    \( "$t-person.png" -alpha extract -blur 0x$((s / 25)) -evaluate multiply 0.55 -negate \) -compose Multiply -composite \
    "$t-person.png" -compose Over -composite \
    \( -size $((s * 14 / 10))x$((s * 14 / 10)) radial-gradient:white-black -gravity center -crop "${s}x${s}+0+0" +repage +level 45%,100% \) -compose Multiply -composite \
    \( -size ${s}x${s} xc:gray50 -attenuate 0.5 +noise Gaussian -colorspace Gray +level 48.5%,51.5% \) -compose Overlay -composite \
    "${JPEG[@]}" "$out"
  say "$out"
}

run_avatars() {
  local d=content/images
  echo "Team (800x800)"
  avatar $d/team/aarav-malhotra.jpg 800 "#E6FE7A" "#9BC21A" "#1E2A0C" rings
  avatar $d/team/ishita-rao.jpg 800 "#7CF0DD" "#14A393" "#0A2B2A" dots
  avatar $d/team/kabir-sethi.jpg 800 "#A9C1FF" "#4A6FE0" "#111B3D" diagonal
  avatar $d/team/meera-iyer.jpg 800 "#D4C8FF" "#7C5CE6" "#1D1540" waves
  avatar $d/team/rajiv-khanna.jpg 800 "#9FE0FF" "#1A93CF" "#0A2236" grid
  avatar $d/team/ananya-desai.jpg 800 "#FFB8C4" "#E0506C" "#2E111A" arcs
  echo "Testimonials (400x400)"
  avatar $d/testimonials/priya-nair.jpg 400 "#FFD98A" "#D9960E" "#2B1E08" hex
  avatar $d/testimonials/vikram-singh.jpg 400 "#FFC29A" "#E06A24" "#2D150A" rays
  avatar $d/testimonials/sneha-kulkarni.jpg 400 "#A6F2C0" "#22A55A" "#0B2616" waves
  avatar $d/testimonials/arjun-bhatia.jpg 400 "#F5B8FF" "#B946CF" "#291031" dots
}

run_art() {
  local d=content/images
  echo "About"
  art $d/about/office.jpg 1200 900 skyline 7 "$LIME" "$TEAL" "$BLUE" sy=0.3 sa=0.06 zoom=0.82
  echo "Services (800x600)"
  art $d/services/digitalonboarding.jpg 800 600 cards 1 "$LIME" "$TEAL" "$BLUE"
  art $d/services/trust.jpg 800 600 shield 2 "$LIME" "$TEAL" "$BLUE"
  art $d/services/payout.jpg 800 600 fan 3 "$LIME" "$TEAL" "$BLUE" sy=0.52 sa=0.05
  art $d/services/bbps.jpg 800 600 receipt 4 "$LIME" "$BLUE" "$TEAL"
  art $d/services/aggregator.jpg 800 600 hub 5 "$LIME" "$TEAL" "$BLUE"
  art $d/services/compliance.jpg 800 600 radar 6 "$LIME" "$TEAL" "$BLUE"
  echo "Events (800x450)"
  art $d/events/upi-autopay-masterclass.jpg 800 450 cycle 11 "$LIME" "$TEAL" "$BLUE"
  art $d/events/fintech-connect-gurgaon.jpg 800 450 skyline 12 "$LIME" "$BLUE" "$TEAL" sy=0.3 sa=0.05
  art $d/events/bbps-integration-deep-dive.jpg 800 450 stack 13 "$LIME" "$TEAL" "$BLUE"
  art $d/events/payment-aggregator-guidelines-explained.jpg 800 450 doc 14 "$LIME" "$TEAL" "$BLUE"
  art $d/events/payments-summit-bengaluru.jpg 800 450 summit 15 "$LIME" "$TEAL" "$BLUE" sy=0.28 sa=0.05
  echo "Press (800x450)"
  art $d/press/trustgrid-launch.jpg 800 450 shield 21 "$LIME" "$BLUE" "$TEAL"
  art $d/press/cooperative-bank-partnership.jpg 800 450 partner 22 "$LIME" "$TEAL" "$BLUE" zoom=1.25
  art $d/press/erp-payouts-integration.jpg 800 450 ledger 23 "$LIME" "$BLUE" "$TEAL"
  art $d/press/secureflow-launch.jpg 800 450 lock 24 "$LIME" "$TEAL" "$BLUE"
  echo "Case studies (1000x625)"
  art $d/case-studies/checkout-cart-abandonment.jpg 1000 625 checkout 31 "$LIME" "$TEAL" "$BLUE" zoom=1.12
  art $d/case-studies/nbfc-loan-disbursal.jpg 1000 625 fan 32 "$LIME" "$BLUE" "$TEAL" sy=0.5 sa=0.05
  art $d/case-studies/fraud-claims-reduction.jpg 1000 625 fraud 33 "$LIME" "$TEAL" "$BLUE"
}

groups=("$@"); [ ${#groups[@]} -eq 0 ] && groups=(art avatars logos brand)
for g in "${groups[@]}"; do "run_$g"; done
