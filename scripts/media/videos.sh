#!/usr/bin/env bash
# Abstract, on-brand looping videos: glowing "streams" (pravah = flow) drifting over the dark
# base. Every moving term is periodic in t with a period of 8 s, so the last frame flows into
# the first. Rendered small with ffmpeg's geq, scaled up (the art is soft, so nothing is lost),
# then encoded as VP9 WebM and H.264 MP4 without audio, with the first frame as the poster.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=static/videos
posters=content/images/videos
mkdir -p "$out" "$posters"

# name  width height  R G B (stream colour)  waves  amplitude
specs=(
  "hero 1280 720 213 253 38 3 0.16"
  "digitalonboarding 960 540 45 212 191 2 0.12"
  "trust 960 540 91 140 255 3 0.10"
  "payout 960 540 213 253 38 4 0.14"
  "bbps 960 540 45 212 191 3 0.18"
  "aggregator 960 540 91 140 255 4 0.12"
  "compliance 960 540 213 253 38 2 0.20"
)

for spec in "${specs[@]}"; do
  read -r name width height r g b waves amp <<<"$spec"
  sw=$((width / 4)); sh=$((height / 4))
  # Sum of three soft bands around sine paths; each band phase-shifted, all with period 8 s.
  band="(exp(-pow(Y/H-0.5-${amp}*sin(2*PI*(${waves}*X/W/2+T/8)),2)/0.0016)\
+0.7*exp(-pow(Y/H-0.36-${amp}*sin(2*PI*(${waves}*X/W/2-T/8+0.33)),2)/0.0009)\
+0.5*exp(-pow(Y/H-0.66-${amp}*sin(2*PI*((${waves}+1)*X/W/2+2*T/8+0.66)),2)/0.0006))"
  glow="(0.25+0.1*sin(2*PI*(X/W+T/8)))*exp(-pow(X/W-0.75,2)/0.08-pow(Y/H-0.45,2)/0.12)"
  ch() { echo "clip(10+$1*(0.85*${band}+${glow}),0,255)"; }
  [ "$name" = hero ] && dim=0.7 || dim=1
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=black:s=${sw}x${sh}:r=24:d=8" \
    -vf "geq=r='$(ch "$r*$dim")':g='$(ch "$g*$dim")':b='$(ch "$b*$dim")',scale=${width}:${height}:flags=bicubic,gblur=sigma=2,format=yuv420p" \
    -c:v libx264 -preset veryslow -crf 18 -an "/tmp/${name}-master.mp4"
  ffmpeg -hide_banner -loglevel error -y -i "/tmp/${name}-master.mp4" -an -c:v libvpx-vp9 -b:v 0 -crf 42 \
    -deadline good -cpu-used 2 -row-mt 1 "$out/${name}.webm"
  ffmpeg -hide_banner -loglevel error -y -i "/tmp/${name}-master.mp4" -an -c:v libx264 -preset slow -crf 30 \
    -profile:v main -pix_fmt yuv420p -movflags +faststart "$out/${name}.mp4"
  ffmpeg -hide_banner -loglevel error -y -i "/tmp/${name}-master.mp4" -frames:v 1 -q:v 4 "$posters/${name}.jpg"
  rm -f "/tmp/${name}-master.mp4"
  echo "$out/${name}.webm $(stat -c %s "$out/${name}.webm") bytes, $out/${name}.mp4 $(stat -c %s "$out/${name}.mp4") bytes"
done
