# Vector layers for PravahPay's abstract artwork, written as ImageMagick MVG.
#
#   awk -v layer=LAYER -v motif=MOTIF -v W=800 -v H=600 -v seed=1 \
#       -v A='#D5FD26' -v B='#2DD4BF' -v C='#5B8CFF' -f art.awk
#
# Layers (images.sh composes them):
#   glows    soft colour blobs, drawn at 1/8 size then blurred and scaled up
#   grid     faint grid lines and a few lit nodes (canvas coordinates)
#   streams  a ribbon of thin flowing lines ("pravah" = flow), tinted later by a gradient
#   main     the motif: glass panels, neon strokes and glyphs, drawn in a 600-unit design space
#            centred on the canvas (so one motif scales to 800x600, 800x450 or 1000x625)
# A is the lead accent, B and C the supporting colours. All randomness comes from a seeded
# Park-Miller generator, so output is the same on every run and every awk.

BEGIN {
  PI = 3.14159265358979
  INK = "#0A0E13"; SURF = "#121922"; RAISED = "#1A2330"; LINE = "#263241"
  TEXT = "#E8EDF2"; MUTED = "#9AA7B4"
  if (A == "") A = "#D5FD26"; if (B == "") B = "#2DD4BF"; if (C == "") C = "#5B8CFF"
  rng = (seed + 0) * 7919 + 12345
  for (k = 0; k < 5; k++) rnd()
  S = (W / H > 4 / 3 ? H : W * 3 / 4) / 600  # design units -> px (600 units fit the height)
  CX = W / 2; CY = H / 2
  if (ox != "") CX += ox * W
  if (oy != "") CY += oy * H
  print "viewbox 0 0 " W " " H
  if (layer == "glows") glows()
  else if (layer == "grid") grid()
  else if (layer == "streams") streams()
  else if (layer == "main") main()
  else if (layer ~ /^avatar/) avatar()
}

function rnd() { rng = (rng * 16807) % 2147483647; return rng / 2147483647 }
function o(s) { print s }
function f(x) { return sprintf("%.2f", x) }
function p(x, y) { return f(x) "," f(y) }
function push() { o("push graphic-context") }
function pop() { o("pop graphic-context") }
function fill(c, a) { if (c == "none") o("fill none"); else { o("fill '" c "'"); o("fill-opacity " (a == "" ? 1 : a)) } }
function stroke(c, a, w) {
  if (c == "none") { o("stroke none"); return }
  o("stroke '" c "'"); o("stroke-opacity " (a == "" ? 1 : a)); o("stroke-width " w)
  o("stroke-linecap round"); o("stroke-linejoin round")
}
function rrect(x1, y1, x2, y2, r) { o("roundrectangle " p(x1, y1) " " p(x2, y2) " " f(r) "," f(r)) }
function circ(x, y, r) { o("circle " p(x, y) " " p(x + r, y)) }
function ln(x1, y1, x2, y2) { o("line " p(x1, y1) " " p(x2, y2)) }
function path(d) { o("path '" d "'") }

# ---------------------------------------------------------------- shared building blocks
# A glass panel: raised fill, hairline border, a brighter top edge.
function panel(x1, y1, x2, y2, r, tint) {
  push(); fill(RAISED, 0.94); stroke("#FFFFFF", 0.13, 1.5); rrect(x1, y1, x2, y2, r); pop()
  push(); fill("none"); stroke(tint == "" ? "#FFFFFF" : tint, tint == "" ? 0.16 : 0.55, 1.5)
  path("M " p(x1 + r, y1 + 0.75) " L " p(x2 - r, y1 + 0.75)); pop()
}
# A placeholder "text" bar.
function bar(x, y, w, h, c, a) { push(); fill(c == "" ? MUTED : c, a == "" ? 0.30 : a); stroke("none"); rrect(x, y, x + w, y + h, h / 2); pop() }
function dot(x, y, r, c, a) { push(); fill(c, a); stroke("none"); circ(x, y, r); pop() }
function ring(x, y, r, c, a, w) { push(); fill("none"); stroke(c, a, w); circ(x, y, r); pop() }
function neon(d, c, w, a) { push(); fill("none"); stroke(c, a == "" ? 1 : a, w); path(d); pop() }
function check(x, y, k, c, w) { neon("M " p(x - 0.45 * k, y + 0.02 * k) " L " p(x - 0.12 * k, y + 0.33 * k) " L " p(x + 0.5 * k, y - 0.32 * k), c, w) }
# Small round badge with a check mark.
function badge(x, y, r, c) { dot(x, y, r, c, 1); check(x, y, r * 0.95, INK, r * 0.2) }
# Person glyph (head + shoulders) inside a circle.
function person(x, y, r, c, a) {
  push(); fill(c, a); stroke("none"); circ(x, y - 0.28 * r, 0.32 * r)
  path("M " p(x - 0.62 * r, y + 0.62 * r) " C " p(x - 0.6 * r, y + 0.1 * r) " " p(x + 0.6 * r, y + 0.1 * r) " " p(x + 0.62 * r, y + 0.62 * r) " Z"); pop()
}
# Catmull-Rom-ish smooth path through points px[1..n], py[1..n].
function smooth(n,   d, i, x0, y0, x1, y1, x2, y2, x3, y3) {
  d = "M " p(px[1], py[1])
  for (i = 1; i < n; i++) {
    x0 = px[i > 1 ? i - 1 : i]; y0 = py[i > 1 ? i - 1 : i]
    x1 = px[i]; y1 = py[i]; x2 = px[i + 1]; y2 = py[i + 1]
    x3 = px[i + 2 <= n ? i + 2 : n]; y3 = py[i + 2 <= n ? i + 2 : n]
    d = d " C " p(x1 + (x2 - x0) / 6, y1 + (y2 - y0) / 6) " " p(x2 - (x3 - x1) / 6, y2 - (y3 - y1) / 6) " " p(x2, y2)
  }
  return d
}
# Rotate a design-space point around (ax, ay) by deg; results in RX, RY.
function rot(x, y, ax, ay, deg,   c, s) { c = cos(deg * PI / 180); s = sin(deg * PI / 180); RX = ax + (x - ax) * c - (y - ay) * s; RY = ay + (x - ax) * s + (y - ay) * c }

# ---------------------------------------------------------------- background layers
function glows(   w, h) {
  w = W / 8; h = H / 8
  o("fill '" C "'"); o("fill-opacity 0.42"); o("ellipse " p(w * (0.08 + 0.12 * rnd()), h * (0.78 + 0.1 * rnd())) " " p(w * 0.34, h * 0.40) " 0,360")
  o("fill '" B "'"); o("fill-opacity 0.30"); o("ellipse " p(w * (0.74 + 0.1 * rnd()), h * (0.18 + 0.12 * rnd())) " " p(w * 0.30, h * 0.38) " 0,360")
  o("fill '" A "'"); o("fill-opacity 0.16"); o("ellipse " p(w * 0.55, h * 0.5) " " p(w * 0.22, h * 0.26) " 0,360")
  if (motif == "skyline") {
    o("fill '" B "'"); o("fill-opacity 0.45"); o("ellipse " p(w * 0.5, (CY + 220 * S) / 8) " " p(w * 0.6, h * 0.16) " 0,360")
    o("fill '" A "'"); o("fill-opacity 0.30"); o("ellipse " p(w * 0.55, (CY + 215 * S) / 8) " " p(w * 0.35, h * 0.07) " 0,360")
  }
}

function grid(   step, x, y, n, i, gx, gy) {
  step = 48 * S
  o("stroke '#FFFFFF'"); o("stroke-width 1"); o("stroke-opacity 0.075"); o("fill none")
  for (x = CX - int(CX / step) * step; x <= W; x += step) ln(int(x) + 0.5, 0, int(x) + 0.5, H)
  for (y = CY - int(CY / step) * step; y <= H; y += step) ln(0, int(y) + 0.5, W, int(y) + 0.5)
  # a few lit intersections
  o("stroke none")
  n = 9
  for (i = 0; i < n; i++) {
    gx = CX - int(CX / step) * step + int(rnd() * W / step) * step
    gy = CY - int(CY / step) * step + int(rnd() * H / step) * step
    o("fill '#FFFFFF'"); o("fill-opacity " (i % 3 == 0 ? 1 : 0.6)); circ(int(gx) + 0.5, int(gy) + 0.5, 2.2 * S)
  }
}

# A ribbon of N thin lines. Its path (y0, amplitudes, phases) comes from the seed, unless
# the motif sets sy/sa (centre and amplitude as fractions of H).
function streams(   N, i, j, t, x, y, base, spread, a1, a2, f1, f2, p1, p2, p3, y0, sp, w, e, d, n, op) {
  N = 18
  y0 = (sy != "" ? sy : 0.35 + 0.3 * rnd()); a1 = (sa != "" ? sa : 0.08 + 0.08 * rnd())
  a2 = 0.04 + 0.04 * rnd(); f1 = 0.45 + 0.35 * rnd(); f2 = 1.1 + 0.6 * rnd()
  p1 = rnd(); p2 = rnd(); p3 = rnd(); sp = 0.16 + 0.08 * rnd()
  if (sdir == "") sdir = (rnd() < 0.5 ? 1 : -1)
  n = 90
  o("fill none"); o("stroke '#FFFFFF'"); o("stroke-linecap round")
  for (i = 0; i < N; i++) {
    e = i / (N - 1) - 0.5
    op = 0.18 + 0.72 * (1 - (2 * e) ^ 2)
    o("stroke-opacity " f(op)); o("stroke-width " f((1.1 + 0.7 * (1 - (2 * e) ^ 2)) * S))
    d = ""
    for (j = 0; j <= n; j++) {
      t = j / n
      x = -0.05 * W + 1.1 * W * t
      base = y0 + sdir * (a1 * sin(2 * PI * (f1 * t + p1)) + a2 * sin(2 * PI * (f2 * t + p2)))
      spread = sp * (0.25 + 0.75 * (0.5 + 0.5 * sin(2 * PI * (0.7 * t + p3))))
      y = H * (base + e * spread + 0.012 * e * sin(2 * PI * (3 * t + i * 0.13)))
      d = d (j == 0 ? "M " : " L ") p(x, y)
    }
    path(d)
  }
}

# ---------------------------------------------------------------- motifs
function main() {
  push()
  if (zoom == "") zoom = 1
  o("affine " f(S * zoom) ",0,0," f(S * zoom) "," f(CX) "," f(CY))
  if (motif == "cards") cards()
  else if (motif == "shield") shield()
  else if (motif == "fan") fan()
  else if (motif == "receipt") receipt()
  else if (motif == "hub") hub()
  else if (motif == "radar") radar()
  else if (motif == "skyline") skyline()
  else if (motif == "cycle") cycle()
  else if (motif == "summit") summit()
  else if (motif == "stack") stack()
  else if (motif == "doc") doc()
  else if (motif == "checkout") checkout()
  else if (motif == "fraud") fraud()
  else if (motif == "partner") partner()
  else if (motif == "lock") lock()
  else if (motif == "ledger") ledger()
  pop()
}

# An ID card centred at (x, y), rotated deg. front=1 draws it in full colour.
function idcard(x, y, deg, front,   w, h, r, k, cx1, cy1, d) {
  w = 300; h = 188; r = 18
  push(); o("translate " p(x, y)); o("rotate " f(deg))
  panel(-w / 2, -h / 2, w / 2, h / 2, r, front ? A : "")
  dot(-w / 2 + 62, -h / 2 + 76, 38, front ? B : MUTED, front ? 0.18 : 0.10)
  person(-w / 2 + 62, -h / 2 + 80, 38, front ? B : MUTED, front ? 0.9 : 0.35)
  bar(-w / 2 + 118, -h / 2 + 48, 118, 12, front ? TEXT : MUTED, front ? 0.75 : 0.3)
  bar(-w / 2 + 118, -h / 2 + 74, 150, 9, MUTED, 0.3)
  bar(-w / 2 + 118, -h / 2 + 94, 96, 9, MUTED, 0.3)
  bar(-w / 2 + 24, h / 2 - 40, 96, 10, MUTED, 0.25)
  bar(-w / 2 + 132, h / 2 - 40, 60, 10, MUTED, 0.25)
  if (front) {
    # chip
    push(); fill(A, 0.9); stroke("none"); rrect(w / 2 - 64, h / 2 - 56, w / 2 - 24, h / 2 - 26, 6); pop()
    push(); fill("none"); stroke(INK, 0.6, 2); ln(w / 2 - 44, h / 2 - 56, w / 2 - 44, h / 2 - 26); ln(w / 2 - 64, h / 2 - 41, w / 2 - 24, h / 2 - 41); pop()
  }
  pop()
}

function cards(   k) {
  idcard(-70, -62, -13, 0)
  idcard(-25, -20, -5, 0)
  idcard(30, 34, 3, 1)
  # scan corners around the front card
  k = 28
  push(); o("translate 30,34"); o("rotate 3")
  neon("M -174,-86 L -174,-114 L -146,-114", B, 4); neon("M 146,-114 L 174,-114 L 174,-86", B, 4)
  neon("M -174,86 L -174,114 L -146,114", B, 4); neon("M 146,114 L 174,114 L 174,86", B, 4)
  pop()
  badge(185, -62, 40, A)
}

function hexpath(x, y, r,   i, a, d) {
  for (i = 0; i < 6; i++) { a = (60 * i + 30) * PI / 180; d = d (i ? " L " : "M ") p(x + r * cos(a), y + r * sin(a)) }
  return d " Z"
}

function shield(   i, j, x, y, r, dd, a, d, sh) {
  # grid of connected points behind the shield
  r = 44
  for (j = -4; j <= 4; j++) for (i = -6; i <= 6; i++) {
    x = i * r * 1.732 + (j % 2 ? r * 0.866 : 0); y = j * r * 1.5
    dd = sqrt(x * x + y * y * 1.6)
    a = 0.75 - dd / 560; if (a < 0.05) continue
    neon(hexpath(x, y, r * 0.98), C, 1.5, a)
    dot(x + r * 0.85, y - r * 0.49, 2.6, MUTED, a)
    if ((i * 7 + j * 3 + 20) % 4 == 0) { dot(x + r * 0.85, y - r * 0.49, 4.2, (i + j) % 2 ? B : A, a + 0.4); ring(x + r * 0.85, y - r * 0.49, 9, (i + j) % 2 ? B : A, a * 0.6, 1.5) }
  }
  sh = "M 0,-170 C 50,-138 100,-124 140,-122 L 140,-10 C 140,82 78,142 0,178 C -78,142 -140,82 -140,-10 L -140,-122 C -100,-124 -50,-138 0,-170 Z"
  push(); fill(RAISED, 0.92); stroke("none"); path(sh); pop()
  neon(sh, A, 6)
  push(); o("scale 0.78,0.78"); o("translate 0,6"); neon(sh, A, 2.2, 0.35); pop()
  # keyhole-free check
  check(0, 2, 120, A, 14)
  # orbit
  push(); fill("none"); stroke(B, 0.55, 2); o("ellipse 0,10 250,70 200,340"); pop()
  dot(-235, 34, 7, B, 1); dot(242, -12, 5, C, 1)
}

function fan(   i, n, x, y, ty, d, sx, sy, col) {
  sx = -250; sy = 0; n = 5
  for (i = 0; i < n; i++) {
    ty = -180 + i * 90
    col = (i == 2 ? A : (i % 2 ? B : C))
    d = "M " p(sx, sy) " C " p(sx + 170, sy) " " p(60, ty) " " p(175, ty)
    neon(d, col, 3.2, 0.9)
    dot(sx + 95 + 20 * i, sy + (ty - sy) * (0.22 + 0.03 * i), 4.5, col, 1)
    panel(178, ty - 30, 330, ty + 30, 14, i == 2 ? A : "")
    dot(210, ty, 15, col, 0.95)
    check(210, ty, 15, INK, 3.4)
    bar(236, ty - 12, 70, 9, TEXT, 0.7); bar(236, ty + 5, 46, 8, MUTED, 0.35)
  }
  # source node
  ring(sx, sy, 62, A, 0.25, 2); ring(sx, sy, 86, A, 0.12, 2)
  dot(sx, sy, 40, A, 1)
  neon("M " p(sx - 16, sy - 12) " L " p(sx + 12, sy - 12) " M " p(sx + 2, sy - 22) " L " p(sx + 12, sy - 12) " L " p(sx + 2, sy - 2) \
       " M " p(sx + 16, sy + 12) " L " p(sx - 12, sy + 12) " M " p(sx - 2, sy + 2) " L " p(sx - 12, sy + 12) " L " p(sx - 2, sy + 22), INK, 5)
}

function receiptshape(x1, y1, x2, y2,   d, n, i, w, x) {
  n = 9; w = (x2 - x1) / n
  d = "M " p(x1, y1 + 14) " Q " p(x1, y1) " " p(x1 + 14, y1) " L " p(x2 - 14, y1) " Q " p(x2, y1) " " p(x2, y1 + 14) " L " p(x2, y2)
  for (i = n; i > 0; i--) { x = x1 + (i - 0.5) * w; d = d " L " p(x, y2 - 14) " L " p(x - w / 2, y2) }
  return d " Z"
}
function receipt1(x, y, deg, front,   d) {
  push(); o("translate " p(x, y)); o("rotate " f(deg))
  d = receiptshape(-110, -170, 110, 170)
  push(); fill(RAISED, 0.95); stroke("#FFFFFF", 0.14, 1.5); path(d); pop()
  if (front) {
    dot(0, -118, 26, A, 1)
    neon("M -8,-128 L 10,-128 M -8,-118 L 10,-118 M -2,-128 C 12,-126 12,-108 -4,-108 L 8,-100", INK, 3.5)
    bar(-54, -72, 108, 11, TEXT, 0.75)
    bar(-38, -50, 76, 8, MUTED, 0.35)
    push(); fill("none"); stroke(MUTED, 0.35, 2); o("stroke-dasharray 6,7"); ln(-84, -24, 84, -24); pop()
    bar(-84, 0, 90, 8, MUTED, 0.35); bar(50, 0, 34, 8, MUTED, 0.35)
    bar(-84, 24, 70, 8, MUTED, 0.35); bar(56, 24, 28, 8, MUTED, 0.35)
    bar(-84, 48, 80, 8, MUTED, 0.35); bar(46, 48, 38, 8, MUTED, 0.35)
    push(); fill(A, 1); stroke("none"); rrect(-84, 86, 84, 126, 12); pop()
    bar(-60, 101, 70, 10, INK, 0.85); bar(30, 101, 30, 10, INK, 0.85)
  } else {
    bar(-54, -120, 108, 10, MUTED, 0.3); bar(-84, -60, 120, 8, MUTED, 0.22); bar(-84, -36, 90, 8, MUTED, 0.22)
  }
  pop()
}
function tile(x, y, r, c, kind) {
  panel(x - r, y - r, x + r, y + r, r * 0.3, c)
  if (kind == "bulb") { ring(x, y - 6, 14, c, 1, 3.5); neon("M " p(x - 7, y + 14) " L " p(x + 7, y + 14) " M " p(x - 5, y + 21) " L " p(x + 5, y + 21), c, 3.5) }
  else if (kind == "drop") neon("M " p(x, y - 22) " C " p(x + 8, y - 8) " " p(x + 17, y) " " p(x + 17, y + 8) " C " p(x + 17, y + 19) " " p(x + 9, y + 24) " " p(x, y + 24) " C " p(x - 9, y + 24) " " p(x - 17, y + 19) " " p(x - 17, y + 8) " C " p(x - 17, y) " " p(x - 8, y - 8) " " p(x, y - 22) " Z", c, 3.5)
  else if (kind == "wifi") { neon("M " p(x - 20, y - 4) " Q " p(x, y - 22) " " p(x + 20, y - 4), c, 3.5); neon("M " p(x - 11, y + 5) " Q " p(x, y - 6) " " p(x + 11, y + 5), c, 3.5); dot(x, y + 15, 4, c, 1) }
  else if (kind == "phone") { push(); fill("none"); stroke(c, 1, 3.5); rrect(x - 12, y - 21, x + 12, y + 21, 5); pop(); dot(x, y + 13, 2.5, c, 1) }
  else if (kind == "bank") neon("M " p(x - 20, y - 8) " L " p(x, y - 20) " L " p(x + 20, y - 8) " Z M " p(x - 14, y - 2) " L " p(x - 14, y + 14) " M " p(x, y - 2) " L " p(x, y + 14) " M " p(x + 14, y - 2) " L " p(x + 14, y + 14) " M " p(x - 21, y + 20) " L " p(x + 21, y + 20), c, 3.5)
  else if (kind == "card") { push(); fill("none"); stroke(c, 1, 3.5); rrect(x - 22, y - 15, x + 22, y + 15, 4); pop(); neon("M " p(x - 22, y - 6) " L " p(x + 22, y - 6), c, 3.5) }
  else if (kind == "qr") { push(); fill(c, 1); stroke("none"); rrect(x - 20, y - 20, x - 4, y - 4, 2); rrect(x + 4, y - 20, x + 20, y - 4, 2); rrect(x - 20, y + 4, x - 4, y + 20, 2); rrect(x + 6, y + 6, x + 12, y + 12, 1); rrect(x + 14, y + 14, x + 20, y + 20, 1); pop() }
  else if (kind == "wallet") { push(); fill("none"); stroke(c, 1, 3.5); rrect(x - 21, y - 15, x + 21, y + 17, 5); rrect(x + 4, y - 4, x + 21, y + 7, 3); pop() }
  else if (kind == "cart") { neon("M " p(x - 22, y - 16) " L " p(x - 14, y - 16) " L " p(x - 8, y + 8) " L " p(x + 16, y + 8) " L " p(x + 21, y - 8) " L " p(x - 11, y - 8), c, 3.5); dot(x - 5, y + 17, 3.5, c, 1); dot(x + 13, y + 17, 3.5, c, 1) }
  else if (kind == "truck") { neon("M " p(x - 22, y - 12) " L " p(x + 4, y - 12) " L " p(x + 4, y + 10) " L " p(x - 22, y + 10) " Z M " p(x + 4, y - 4) " L " p(x + 14, y - 4) " L " p(x + 21, y + 4) " L " p(x + 21, y + 10) " L " p(x + 4, y + 10), c, 3.5); dot(x - 13, y + 15, 4, c, 1); dot(x + 12, y + 15, 4, c, 1) }
}

function receipt(   ) {
  receipt1(-150, -10, -12, 0)
  receipt1(-60, 0, -5, 0)
  # connectors from tiles
  neon("M 75,-110 C 150,-110 150,-150 205,-150", B, 2, 0.6)
  neon("M 75,0 L 205,0", C, 2, 0.6)
  neon("M 75,110 C 150,110 150,150 205,150", B, 2, 0.6)
  receipt1(30, 10, 2, 1)
  tile(245, -150, 40, B, "bulb")
  tile(245, 0, 40, C, "drop")
  tile(245, 150, 40, B, "wifi")
}

function hub(   i, n, a, x, y, d, col, kinds, rx, ry) {
  n = 8; split("card phone bank qr wallet cart truck bank", kinds, " ")
  rx = 330; ry = 200
  for (i = 0; i < n; i++) {
    a = (i + 0.5) * 2 * PI / n
    x = rx * cos(a); y = ry * sin(a)
    col = (i % 2 ? B : C)
    d = "M " p(x, y) " C " p(x * 0.55, y * 0.95) " " p(x * 0.35, y * 0.15) " " p(0, 0)
    neon(d, col, 2.6, 0.85)
    dot(x * 0.5, y * 0.62, 4, col, 1)
  }
  # extra faint lines from the edges
  for (i = 0; i < 12; i++) {
    a = (i + 0.2) * 2 * PI / 12
    x = 560 * cos(a); y = 360 * sin(a)
    neon("M " p(x, y) " Q " p(x * 0.4, y * 0.8) " " p(0, 0), MUTED, 1.4, 0.25)
  }
  for (i = 0; i < n; i++) {
    a = (i + 0.5) * 2 * PI / n
    tile(rx * cos(a), ry * sin(a), 34, (i % 2 ? B : C), kinds[i + 1])
  }
  ring(0, 0, 96, A, 0.18, 2); ring(0, 0, 128, A, 0.08, 2)
  push(); fill(A, 1); stroke("none"); rrect(-62, -62, 62, 62, 22); pop()
  mark(0, 0, 0.55, INK)
}

# The PravahPay flow mark: two stacked waves, like a stream forming a "P".
function mark(x, y, k, c) {
  neon("M " p(x - 60 * k, y + 26 * k) " C " p(x - 30 * k, y + 26 * k) " " p(x - 22 * k, y - 30 * k) " " p(x + 8 * k, y - 30 * k) " C " p(x + 36 * k, y - 30 * k) " " p(x + 40 * k, y - 6 * k) " " p(x + 60 * k, y - 6 * k), c, 17 * k)
  neon("M " p(x - 60 * k, y + 58 * k) " C " p(x - 36 * k, y + 58 * k) " " p(x - 26 * k, y + 30 * k) " " p(x - 2 * k, y + 30 * k) " C " p(x + 22 * k, y + 30 * k) " " p(x + 30 * k, y + 46 * k) " " p(x + 48 * k, y + 46 * k), c, 17 * k, 0.65)
}

function radar(   i, a, x, y, d, r) {
  push(); fill(SURF, 0.55); stroke("none"); circ(0, 0, 218); pop()
  for (i = 1; i <= 5; i++) ring(0, 0, 42 * i, B, 0.22 + 0.12 * (i % 2) + (i == 5 ? 0.3 : 0), i == 5 ? 3 : 1.8)
  push(); fill("none"); stroke(B, 0.25, 1.2); ln(-250, 0, 250, 0); ln(0, -250, 0, 250); pop()
  for (i = 0; i < 72; i++) {
    a = i * 5 * PI / 180; r = (i % 6 == 0 ? 14 : 7)
    push(); fill("none"); stroke(B, i % 6 == 0 ? 0.6 : 0.3, 1.5); ln(218 * cos(a), 218 * sin(a), (218 - r) * cos(a), (218 - r) * sin(a)); pop()
  }
  # sweep: a fan of thin wedges fading behind the leading edge
  for (i = 0; i < 30; i++) {
    a = (-40 - i * 2) * PI / 180
    d = "M 0,0 L " p(210 * cos(a), 210 * sin(a)) " A 210,210 0 0,0 " p(210 * cos(a - 2.2 * PI / 180), 210 * sin(a - 2.2 * PI / 180)) " Z"
    push(); fill(A, 0.42 * (1 - i / 30) ^ 1.5); stroke("none"); path(d); pop()
  }
  a = -40 * PI / 180
  neon("M 0,0 L " p(210 * cos(a), 210 * sin(a)), A, 3.5)
  dot(0, 0, 8, A, 1)
  dot(120, -96, 7, A, 1); ring(120, -96, 16, A, 0.5, 2)
  dot(-96, 58, 6, C, 1); ring(-96, 58, 14, C, 0.4, 2)
  dot(64, 120, 5, B, 1); dot(-140, -60, 4, B, 0.7); dot(150, 40, 4, C, 0.8)
}

function tower(x, w, h, kind, y0,   top, k, wy, r, c, lit) {
  top = y0 - h
  push(); fill(RAISED, 0.98); stroke("#FFFFFF", 0.10, 1.2)
  if (kind == 1) { path("M " p(x, top + 26) " L " p(x + w, top) " L " p(x + w, y0 + 10) " L " p(x, y0 + 10) " Z"); top += 26 }
  else if (kind == 2) { rrect(x + w * 0.18, top, x + w * 0.82, y0 + 10, 2); rrect(x, top + 46, x + w, y0 + 10, 2); top += 46 }
  else if (kind == 3) { path("M " p(x, y0 + 10) " L " p(x, top + 20) " Q " p(x + w / 2, top - 18) " " p(x + w, top + 20) " L " p(x + w, y0 + 10) " Z"); top += 20 }
  else rrect(x, top, x + w, y0 + 10, 2)
  pop()
  if (kind == 4) { push(); fill("none"); stroke(MUTED, 0.7, 1.6); ln(x + w / 2, top, x + w / 2, top - 44); pop(); dot(x + w / 2, top - 46, 3.5, A, 1) }
  # glass mullions and a lit edge
  push(); fill("none"); stroke("#FFFFFF", 0.05, 1)
  for (k = x + 10; k < x + w - 4; k += 10) ln(k, top + 10, k, y0)
  pop()
  push(); fill("none"); stroke(kind % 2 ? B : C, 0.55, 1.6); ln(x + w - 0.8, top + 6, x + w - 0.8, y0); pop()
  # lit windows: short horizontal strips, a few whole lit floors
  for (wy = top + 14; wy < y0 - 8; wy += 12) {
    lit = rnd()
    for (k = x + 5; k < x + w - 9; k += 10) {
      r = rnd()
      if (lit < 0.06 || r < 0.10) {
        c = (r < 0.025 ? A : (r < 0.06 ? B : TEXT))
        push(); fill(c, c == TEXT ? 0.28 : 0.8); stroke("none"); o("rectangle " p(k, wy) " " p(k + 6, wy + 3)); pop()
      }
    }
  }
  TOPX = x + w / 2; TOPY = (kind == 4 ? top - 46 : top - 12)
}

function skyline(   i, x, w, h, y0, n, xs, hs, ws, ks, j, col, nx, ny, env, yy, span) {
  y0 = 210; span = W / 2 / (S * zoom)
  # far row: flat silhouettes
  x = -span - 20
  while (x < span + 20) {
    w = 30 + int(rnd() * 44); h = 50 + int(rnd() * 170)
    push(); fill(SURF, 1); stroke("#FFFFFF", 0.05, 1); rrect(x, y0 - h, x + w, y0 + 10, 2); pop()
    x += w + 4
  }
  # near row
  n = 0; x = -span + 14
  while (x < span - 40) {
    w = 36 + int(rnd() * 40)
    env = exp(-((x + w / 2 - 40) / (span * 0.6)) ^ 2)
    h = 70 + int(rnd() * 80) + 210 * env
    n++; xs[n] = x; ws[n] = w; hs[n] = h; ks[n] = int(rnd() * 5)
    x += w + 8 + int(rnd() * 18)
  }
  for (i = 1; i <= n; i++) { tower(xs[i], ws[i], hs[i], ks[i], y0); nx[i] = TOPX; ny[i] = TOPY }
  # network: arcs between tower tops, plus a few long ones
  for (i = 1; i < n; i++) {
    j = i + 1; col = (i % 2 ? B : C)
    neon("M " p(nx[i], ny[i]) " Q " p((nx[i] + nx[j]) / 2, (ny[i] < ny[j] ? ny[i] : ny[j]) - 36) " " p(nx[j], ny[j]), col, 1.8, 0.8)
  }
  for (i = 1; i + 3 <= n; i += 3) {
    j = i + 3
    neon("M " p(nx[i], ny[i]) " Q " p((nx[i] + nx[j]) / 2, (ny[i] < ny[j] ? ny[i] : ny[j]) - 110) " " p(nx[j], ny[j]), A, 1.4, 0.45)
  }
  for (i = 1; i <= n; i++) { ring(nx[i], ny[i], 8, i % 3 == 0 ? A : B, 0.35, 1.4); dot(nx[i], ny[i], (i % 3 == 0 ? 5 : 3.5), i % 3 == 0 ? A : (i % 2 ? B : C), 1) }
  # ground: horizon line and a perspective grid
  push(); fill(INK, 0.55); stroke("none"); o("rectangle " p(-800, y0 + 10) " " p(800, 400)); pop()
  for (i = -16; i <= 16; i++) { push(); fill("none"); stroke(B, 0.18, 1.1); ln(i * 24, y0 + 12, i * 150, y0 + 320); pop() }
  for (i = 1; i <= 7; i++) { yy = y0 + 12 + 300 * (i / 7) ^ 2; push(); fill("none"); stroke(B, 0.15, 1.1); ln(-800, yy, 800, yy); pop() }
  push(); fill("none"); stroke(A, 0.9, 2.2); ln(-800, y0 + 11, 800, y0 + 11); pop()
}

function cycle(   i, a, r, d) {
  r = 150
  # calendar tile
  panel(-92, -84, 92, 96, 22)
  push(); fill(A, 1); stroke("none"); path("M -92,-62 Q -92,-84 -70,-84 L 70,-84 Q 92,-84 92,-62 L 92,-42 L -92,-42 Z"); pop()
  dot(-46, -84, 6, INK, 1); dot(46, -84, 6, INK, 1)
  for (i = 0; i < 12; i++) dot(-54 + (i % 4) * 36, -12 + int(i / 4) * 34, 7, (i == 6 ? A : MUTED), (i == 6 ? 1 : 0.35))
  ring(-54 + 2 * 36, -12 + 34, 15, A, 0.9, 2.5)
  # circular arrows
  d = "M " p(r * cos(-150 * PI / 180), r * sin(-150 * PI / 180)) " A " r "," r " 0 0,1 " p(r * cos(-20 * PI / 180), r * sin(-20 * PI / 180))
  neon(d, B, 6)
  a = -20 * PI / 180
  neon("M " p(r * cos(a) - 20, r * sin(a) - 14) " L " p(r * cos(a), r * sin(a)) " L " p(r * cos(a) + 8, r * sin(a) - 22), B, 6)
  d = "M " p(r * cos(30 * PI / 180), r * sin(30 * PI / 180)) " A " r "," r " 0 0,1 " p(r * cos(160 * PI / 180), r * sin(160 * PI / 180))
  neon(d, C, 6)
  a = 160 * PI / 180
  neon("M " p(r * cos(a) + 20, r * sin(a) + 14) " L " p(r * cos(a), r * sin(a)) " L " p(r * cos(a) - 8, r * sin(a) + 22), C, 6)
  ring(0, 0, 200, B, 0.12, 1.5); ring(0, 0, 240, C, 0.08, 1.5)
  for (i = 0; i < 8; i++) { a = i * PI / 4 + 0.2; dot(200 * cos(a), 200 * sin(a), i % 3 ? 3 : 5, i % 3 ? B : A, 0.9) }
}

function summit(   i, a, r, y0, x, d) {
  y0 = 200
  for (i = 0; i < 7; i++) {
    r = 90 + i * 52
    push(); fill("none"); stroke(i == 0 ? A : (i % 2 ? B : C), i == 0 ? 1 : 0.8 - i * 0.07, i == 0 ? 5 : 2.4)
    path("M " p(-r, y0) " A " r "," r " 0 0,1 " p(r, y0)); pop()
  }
  for (i = 0; i <= 16; i++) {
    a = PI + i * PI / 16
    push(); fill("none"); stroke(B, 0.2, 1.2); ln(110 * cos(a), y0 + 110 * sin(a), 520 * cos(a), y0 + 520 * sin(a)); pop()
  }
  push(); fill(A, 0.14); stroke("none"); path("M -90," y0 " A 90,90 0 0,1 90," y0 " Z"); pop()
  # arc nodes
  for (i = 0; i < 9; i++) { a = PI + (i + 0.5) * PI / 9; r = 90 + (1 + (i * 5) % 6) * 52; dot(r * cos(a), y0 + r * sin(a), i % 3 ? 4 : 6.5, i % 3 ? B : A, 1) }
  push(); fill("none"); stroke(A, 0.8, 2); ln(-700, y0, 700, y0); pop()
  # audience of dots in perspective
  for (i = 0; i < 5; i++) for (x = -10; x <= 10; x++) dot(x * (26 + i * 9), y0 + 24 + i * (16 + i * 4), 2 + i * 0.6, MUTED, 0.25 + i * 0.06)
}

function plate(y, c, a, top,   w, h, d) {
  w = 190; h = 110
  d = "M " p(0, y - h) " L " p(w, y) " L " p(0, y + h) " L " p(-w, y) " Z"
  push(); fill(top ? RAISED : SURF, 0.95); stroke(c, a, top ? 3 : 2); path(d); pop()
  push(); fill("none"); stroke(c, a * 0.6, 2); path("M " p(-w, y) " L " p(-w, y + 18) " L " p(0, y + h + 18) " L " p(w, y + 18) " L " p(w, y)); ln(0, y + h, 0, y + h + 18); pop()
}
function stack(   i) {
  for (i = -3; i <= 3; i++) { push(); fill("none"); stroke(MUTED, 0.12, 1.2); ln(-190 + i * 0, 150, -190, -150); pop() }
  neon("M -190,120 L -190,-60", B, 2, 0.35); neon("M 190,120 L 190,-60", C, 2, 0.35); neon("M 0,230 L 0,-170", A, 2, 0.3)
  plate(120, C, 0.55, 0)
  plate(30, B, 0.7, 0)
  plate(-60, A, 1, 1)
  # glyph on the top plate: a small grid of modules
  push(); fill(A, 0.9); stroke("none")
  path("M 0,-110 L 40,-87 L 0,-64 L -40,-87 Z"); pop()
  push(); fill(B, 0.7); stroke("none"); path("M -60,-53 L -20,-30 L -60,-7 L -100,-30 Z"); pop()
  push(); fill(C, 0.7); stroke("none"); path("M 60,-53 L 100,-30 L 60,-7 L 20,-30 Z"); pop()
  for (i = 0; i < 6; i++) dot(-250 + i * 100, -200 + (i % 2) * 30, 3.5, i % 2 ? B : A, 0.8)
}

function doc(   i) {
  panel(-150, -180, 110, 170, 20)
  push(); fill(A, 1); stroke("none"); path("M 40,-180 L 80,-180 L 80,-120 L 60,-136 L 40,-120 Z"); pop()
  bar(-116, -140, 120, 14, TEXT, 0.8)
  for (i = 0; i < 7; i++) bar(-116, -98 + i * 28, (i % 3 == 2 ? 130 : 190), 9, MUTED, 0.32)
  # section with checks
  badge(-104, 120, 11, B); bar(-84, 115, 120, 9, MUTED, 0.35)
  # magnifier
  ring(110, 60, 70, A, 1, 8)
  push(); fill(A, 0.08); stroke("none"); circ(110, 60, 66); pop()
  neon("M 160,112 L 220,172", A, 16)
  # shield badge
  push(); fill(RAISED, 1); stroke(B, 1, 4); path("M -150,-90 C -130,-80 -112,-76 -98,-76 L -98,-40 C -98,-12 -120,6 -150,18 C -180,6 -202,-12 -202,-40 L -202,-76 C -188,-76 -170,-80 -150,-90 Z"); pop()
  check(-150, -40, 34, B, 5)
}

function checkout(   i, x, y) {
  # checkout panel
  panel(-300, -170, -10, 180, 22)
  bar(-270, -138, 110, 13, TEXT, 0.8)
  for (i = 0; i < 3; i++) {
    y = -96 + i * 62
    push(); fill(SURF, 0.9); stroke(i == 0 ? A : "#FFFFFF", i == 0 ? 0.9 : 0.1, 1.5); rrect(-270, y, -40, y + 48, 12); pop()
    dot(-246, y + 24, 9, i == 0 ? A : MUTED, i == 0 ? 1 : 0.4)
    bar(-226, y + 14, 90, 9, TEXT, 0.6); bar(-226, y + 28, 60, 7, MUTED, 0.3)
  }
  push(); fill(A, 1); stroke("none"); rrect(-270, 102, -40, 150, 14); pop()
  bar(-200, 121, 90, 10, INK, 0.85)
  # chart panel
  panel(30, -120, 320, 130, 22)
  bar(58, -92, 80, 11, TEXT, 0.7); bar(58, -72, 50, 8, MUTED, 0.3)
  split("95 88 90 70 74 55 48 36 30", vs, " ")
  for (i = 1; i <= 9; i++) { px[i] = 60 + (i - 1) * 30; py[i] = -40 + vs[i] * 1.3 }
  push(); fill(B, 0.12); stroke("none"); path(smooth(9) " L " p(px[9], 110) " L " p(px[1], 110) " Z"); pop()
  neon(smooth(9), B, 4)
  dot(px[9], py[9], 7, A, 1); ring(px[9], py[9], 14, A, 0.5, 2)
  for (i = 0; i < 4; i++) { push(); fill("none"); stroke("#FFFFFF", 0.06, 1); ln(58, 0 + i * 30, 300, 0 + i * 30); pop() }
  # pill with down arrow
  push(); fill(A, 1); stroke("none"); rrect(200, -102, 300, -66, 18); pop()
  neon("M 226,-76 L 226,-92 M 219,-85 L 226,-92 L 233,-85", INK, 3.5); bar(244, -88, 42, 8, INK, 0.8)
}

function fraud(   i, x, y, h) {
  # radar on the left, dashboard bars falling on the right
  push(); o("translate -150,0"); o("scale 0.8,0.8"); radar(); pop()
  panel(70, -140, 340, 150, 22)
  bar(98, -112, 90, 12, TEXT, 0.75); bar(98, -92, 60, 8, MUTED, 0.3)
  split("150 132 120 96 84 70 58", vs, " ")
  for (i = 1; i <= 7; i++) { x = 100 + (i - 1) * 34; h = vs[i]; push(); fill(i == 7 ? A : (i > 4 ? B : C), i == 7 ? 1 : 0.55); stroke("none"); rrect(x, 120 - h, x + 20, 120, 6); pop() }
  neon("M 100,-40 C 170,-30 220,10 310,44", A, 3, 0.8)
}

function partner(   i) {
  tile(-230, 0, 70, B, "")
  neon("M -270,-16 L -230,-42 L -190,-16 Z M -258,-8 L -258,28 M -230,-8 L -230,28 M -202,-8 L -202,28 M -272,40 L -188,40", B, 5)
  tile(230, 0, 70, C, "")
  push(); fill(A, 1); stroke("none"); rrect(196, -34, 264, 34, 16); pop(); mark(230, -4, 0.38, INK)
  # bundle of streams between them
  for (i = -5; i <= 5; i++) neon("M -160," (i * 4) " C -60," (i * 16 - 60) " 60," (-i * 16 + 60) " 160," (i * 4), i == 0 ? A : (i % 2 ? B : C), i == 0 ? 3.5 : 1.6, i == 0 ? 1 : 0.55)
  # interlocking rings
  ring(-26, 0, 52, B, 1, 5); ring(26, 0, 52, A, 1, 5)
  for (i = 0; i < 6; i++) dot(-120 + i * 48, 110 + (i % 2) * 16, 3.5, i % 2 ? B : C, 0.7)
}

function lock(   i) {
  push(); fill("none"); stroke(B, 0.45, 2); o("stroke-dasharray 2,10"); circ(0, 42, 150); pop()
  for (i = 0; i < 10; i++) dot(190 * cos(i * 0.63 + 0.3), 42 + 190 * sin(i * 0.63 + 0.3), i % 3 ? 3 : 5, i % 3 ? B : A, 0.9)
  push(); fill("none"); stroke(A, 1, 16); path("M -62,-40 L -62,-86 C -62,-170 62,-170 62,-86 L 62,-40"); pop()
  push(); fill(RAISED, 0.97); stroke(A, 1, 5); rrect(-110, -44, 110, 130, 28); pop()
  dot(0, 30, 20, A, 1)
  push(); fill(A, 1); stroke("none"); rrect(-8, 36, 8, 84, 6); pop()
  ring(0, 42, 190, B, 0.15, 1.5); ring(0, 42, 230, C, 0.1, 1.5)
}

# A ledger (accounting software) panel paying out to several payees.
function ledger(   i, y, ty, col, d) {
  panel(-330, -160, -60, 170, 20)
  bar(-300, -128, 100, 13, TEXT, 0.8); bar(-300, -106, 60, 8, MUTED, 0.3)
  push(); fill(A, 1); stroke("none"); rrect(-150, -134, -86, -104, 12); pop(); bar(-136, -123, 36, 8, INK, 0.85)
  for (i = 0; i < 6; i++) {
    y = -70 + i * 38
    push(); fill("none"); stroke("#FFFFFF", 0.07, 1); ln(-300, y - 10, -90, y - 10); pop()
    dot(-290, y + 6, 6, i < 4 ? B : MUTED, i < 4 ? 0.9 : 0.35)
    bar(-274, y + 2, 80, 8, TEXT, 0.5); bar(-150, y + 2, 44, 8, i < 4 ? A : MUTED, i < 4 ? 0.8 : 0.3)
  }
  for (i = 0; i < 4; i++) {
    ty = -165 + i * 110; y = -64 + i * 38
    col = (i == 1 ? A : (i % 2 ? B : C))
    d = "M " p(-60, y + 6) " C " p(60, y + 6) " " p(80, ty) " " p(200, ty)
    neon(d, col, 3, 0.9)
    dot(-60, y + 6, 4, col, 1)
    ring(240, ty, 40, col, 0.35, 2); dot(240, ty, 30, RAISED, 1); person(240, ty + 2, 30, col, 0.95)
  }
}

# ---------------------------------------------------------------- avatars
# Square portrait placeholder, drawn in an 800-unit space scaled to W. Colours: L light,
# M mid, D dark (all one hue); pat picks the background pattern.
function q(x, y) { return f(x * K) "," f(y * K) }
function avatar(   i, j, x, y, r, d, n) {
  K = W / 800
  if (layer == "avatar_bg") {
    o("push defs"); o("push gradient bg linear " q(0, 0) " " q(800, 800))
    o("stop-color '" M "' 0"); o("stop-color '" D "' 0.55"); o("stop-color '" INK "' 1")
    o("pop gradient"); o("pop defs")
    o("fill 'url(#bg)'"); o("rectangle 0,0 " f(W) "," f(H))
  } else if (layer == "avatar_pattern") {
    # white strokes on black, used later as a mask; it fades out towards the bottom
    o("fill none"); o("stroke '#FFFFFF'"); o("stroke-linecap round")
    if (pat == "rings") { o("stroke-width " f(3 * K)); for (i = 1; i <= 9; i++) { o("stroke-opacity " f(0.9 - i * 0.07)); o("circle " q(400, 330) " " q(400 + 150 + i * 62, 330)) } }
    else if (pat == "dots") { o("stroke none"); o("fill '#FFFFFF'"); for (j = 0; j < 16; j++) for (i = 0; i < 16; i++) { x = 25 + i * 50; y = 25 + j * 50; r = 3 + 4 * (1 - sqrt((x - 620) ^ 2 + (y - 160) ^ 2) / 800); if (r > 0.5) o("circle " q(x, y) " " q(x + r, y)) } }
    else if (pat == "diagonal") { o("stroke-width " f(3 * K)); o("stroke-opacity 0.7"); for (i = -16; i <= 16; i++) o("line " q(i * 56, 0) " " q(i * 56 + 800, 800)) }
    else if (pat == "waves") { o("stroke-width " f(3 * K)); for (j = 0; j < 14; j++) { d = ""; for (i = 0; i <= 40; i++) { x = i * 20; y = 40 + j * 56 + 22 * sin(2 * PI * (i / 40 * 1.5 + j * 0.06)); d = d (i ? " L " : "M ") q(x, y) }; o("stroke-opacity " f(0.35 + 0.5 * (j % 3 == 0))); path(d) } }
    else if (pat == "grid") { o("stroke-width " f(2 * K)); o("stroke-opacity 0.7"); for (i = 0; i <= 16; i++) { o("line " q(i * 50, 0) " " q(i * 50, 800)); o("line " q(0, i * 50) " " q(800, i * 50)) }; o("stroke none"); o("fill '#FFFFFF'"); for (i = 0; i < 12; i++) { x = 50 * int(rnd() * 16); y = 50 * int(rnd() * 10); o("circle " q(x, y) " " q(x + 7, y)) } }
    else if (pat == "arcs") { o("stroke-width " f(5 * K)); for (i = 0; i < 8; i++) { r = 120 + i * 70; o("stroke-opacity " f(0.85 - i * 0.08)); path("M " q(800 - r, 0) " A " f(r * K) "," f(r * K) " 0 0,0 " q(800, r)) } }
    else if (pat == "hex") { o("stroke-width " f(2.5 * K)); o("stroke-opacity 0.7"); r = 60; for (j = -1; j < 10; j++) for (i = -1; i < 9; i++) { x = i * r * 1.732 + (j % 2 ? r * 0.866 : 0); y = j * r * 1.5; d = ""; for (n = 0; n < 6; n++) d = d (n ? " L " : "M ") q(x + r * cos((60 * n + 30) * PI / 180), y + r * sin((60 * n + 30) * PI / 180)); path(d " Z") } }
    else if (pat == "rays") { o("stroke-width " f(3 * K)); o("stroke-opacity 0.6"); for (i = 0; i < 36; i++) o("line " q(400 + 170 * cos(i * PI / 18), 330 + 170 * sin(i * PI / 18)) " " q(400 + 900 * cos(i * PI / 18), 330 + 900 * sin(i * PI / 18))) }
  } else if (layer == "avatar_person") {
    o("push defs"); o("push gradient body linear " q(0, 520) " " q(0, 800))
    o("stop-color '" L "' 0"); o("stop-color '" M "' 1"); o("pop gradient")
    o("push gradient head linear " q(0, 212) " " q(0, 488))
    o("stop-color '" L "' 0"); o("stop-color '" M "' 1"); o("pop gradient"); o("pop defs")
    # neck (a shade darker), shoulders, head
    push(); fill(D, 1); stroke("none"); path("M " q(344, 440) " L " q(340, 580) " L " q(460, 580) " L " q(456, 440) " Z"); pop()
    push(); fill(M, 0.6); stroke("none"); path("M " q(344, 440) " L " q(340, 580) " L " q(460, 580) " L " q(456, 440) " Z"); pop()
    push(); o("fill 'url(#body)'"); stroke("none")
    path("M " q(110, 812) " L " q(110, 760) " C " q(110, 640) " " q(200, 568) " " q(330, 552) " C " q(370, 576) " " q(430, 576) " " q(470, 552) " C " q(600, 568) " " q(690, 640) " " q(690, 760) " L " q(690, 812) " Z"); pop()
    # soft shadow of the chin on the neck, then the head
    push(); o("fill 'url(#head)'"); stroke("none"); o("circle " q(400, 350) " " q(400 + 138, 350)); pop()
    # a thin rim of light along the shoulders
    push(); fill("none"); stroke(L, 0.55, 3 * K); path("M " q(116, 720) " C " q(130, 630) " " q(210, 570) " " q(330, 552)); pop()
  }
}
