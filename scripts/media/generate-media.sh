#!/usr/bin/env bash
# Generates the site's binary media from sources in scripts/media/:
#
#   public/media/hero.webm          VP9, 1280x720, 25 fps, 10 s seamless loop, no audio
#   public/media/hero.mp4           H.264 (yuv420p, +faststart), same picture, no audio
#   public/media/hero-poster.webp   first frame of the loop, 64x36 lossless (the browser scales it up)
#
# (The social card for shared links is drawn by the build from the content: scripts/socialCard.ts.)
#
# Usage (from the project root):
#   bash scripts/generate-media.sh              # the video and its poster
#   bash scripts/generate-media.sh poster       # the poster alone
#
# Idempotent: every run overwrites the outputs. Fails if any output exceeds its size budget.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

MEDIA_OUT_DIR="public/media"

# Size budgets in bytes (hard limits) and the targets the encoders aim for.
VIDEO_PAIR_LIMIT=1572864   # hero.webm + hero.mp4 together, 1.5 MiB
VIDEO_PAIR_TARGET=1400000
POSTER_LIMIT=61440         # 60 KiB
# The poster is the home page's largest paint, so every byte delays it. The picture is a soft
# blur: drawn small and scaled up by the browser, it looks the same, and lossless, for a lossy
# encoder's blocks would show once scaled up.
POSTER_TARGET=2048
POSTER_WIDTH=64
POSTER_HEIGHT=36

# Video parameters. The loop is seamless because every motion term below is a
# periodic function of time whose period is exactly LOOP_SECONDS.
LOOP_SECONDS=10
FPS=25
WIDTH=1280
HEIGHT=720
# The picture is computed at low resolution (it is a soft blur anyway) and scaled up.
SRC_WIDTH=192
SRC_HEIGHT=108
WEBM_CRF=18
MP4_CRF=20

log() { printf '%s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

# ---------------------------------------------------------------------------
# Tool checks
# ---------------------------------------------------------------------------
check_tools() {
  local missing_pkgs=()
  command -v ffmpeg >/dev/null 2>&1 || missing_pkgs+=(ffmpeg)
  command -v ffprobe >/dev/null 2>&1 || missing_pkgs+=(ffmpeg)
  command -v cwebp >/dev/null 2>&1 || missing_pkgs+=(webp)
  if ((${#missing_pkgs[@]})); then
    log "Missing tools. Install them with:"
    local pkgs
    pkgs="$(printf '%s\n' "${missing_pkgs[@]}" | sort -u | paste -sd ' ' -)"
    log "  apt-get install -y $pkgs"
    exit 1
  fi
  local encoders
  encoders="$(ffmpeg -hide_banner -encoders 2>/dev/null)"
  grep -q 'libvpx-vp9' <<<"$encoders" || die "ffmpeg lacks the libvpx-vp9 encoder (Debian's ffmpeg package has it)"
  grep -q 'libx264 ' <<<"$encoders" || die "ffmpeg lacks the libx264 encoder (Debian's ffmpeg package has it)"
}

file_size() { stat -c %s "$1"; }

# ---------------------------------------------------------------------------
# Hero video
# ---------------------------------------------------------------------------

# One soft light blob: blob CX CY RADIUS PHASE, positions and radius as fractions
# of the frame. The brightness breathes gently with the same period as the loop.
blob() {
  local w="(2*PI/$LOOP_SECONDS)"
  echo "(0.8+0.2*sin($w*T+$4))*exp(-(pow(X-W*($1),2)+pow(Y-H*($2),2))/pow(W*$3,2))"
}

# Soft saturation so overlapping blobs never blow out to white.
tone() { echo "clip(190*(1-exp(-($1)/150)),0,255)"; }

# render_hero_source [SECONDS]: the loop, or only its first SECONDS.
render_hero_source() {
  local seconds="${1:-$LOOP_SECONDS}"
  local w="(2*PI/$LOOP_SECONDS)"
  local b1 b2 b3 b4 r g b
  b1="$(blob "0.28+0.10*sin($w*T)" "0.36+0.12*cos($w*T)" 0.26 0)"                 # teal
  b2="$(blob "0.72+0.10*cos($w*T+1.0)" "0.62+0.10*sin($w*T+0.5)" 0.25 2.1)"       # violet
  b3="$(blob "0.52+0.14*sin($w*T+2.4)" "0.26+0.08*sin(2*$w*T+4.0)" 0.20 4.2)"     # blue
  b4="$(blob "0.40+0.12*cos($w*T+3.7)" "0.80+0.06*cos($w*T+1.3)" 0.22 1.0)"       # rose
  r="$(tone "10+15*$b1+80*$b2+25*$b3+120*$b4")"
  g="$(tone "14+90*$b1+25*$b2+45*$b3+40*$b4")"
  b="$(tone "30+120*$b1+130*$b2+150*$b3+90*$b4")"
  log "  rendering ${seconds}s of the loop (the whole loop takes a minute or two)"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=black:s=${SRC_WIDTH}x${SRC_HEIGHT}:r=${FPS}:d=${seconds},format=gbrp" \
    -vf "geq=r='$r':g='$g':b='$b'" \
    -c:v ffv1 "$WORK/hero-source.mkv"
}

# Upscale, soften and convert to BT.709 limited-range 4:2:0.
UPSCALE="scale=${WIDTH}:${HEIGHT}:flags=bicubic,gblur=sigma=5,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"
COLOR_TAGS=(-colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv)

encode_webm() {
  local crf="$1" out="$MEDIA_OUT_DIR/hero.webm"
  local common=(-c:v libvpx-vp9 -b:v 0 -crf "$crf" -row-mt 1 -deadline good -cpu-used 2
    -g $((FPS * LOOP_SECONDS)) -pix_fmt yuv420p "${COLOR_TAGS[@]}" -an)
  ffmpeg -hide_banner -loglevel error -y -i "$WORK/hero-source.mkv" -vf "$UPSCALE" \
    "${common[@]}" -pass 1 -passlogfile "$WORK/vp9" -f null /dev/null
  # Cues (the seek index) at the front, like MP4's faststart: the browser can start playing
  # from the first bytes instead of fetching the end of the file first.
  ffmpeg -hide_banner -loglevel error -y -i "$WORK/hero-source.mkv" -vf "$UPSCALE" \
    "${common[@]}" -pass 2 -passlogfile "$WORK/vp9" -cues_to_front 1 "$out"
}

encode_mp4() {
  local crf="$1" out="$MEDIA_OUT_DIR/hero.mp4"
  ffmpeg -hide_banner -loglevel error -y -i "$WORK/hero-source.mkv" -vf "$UPSCALE" \
    -c:v libx264 -preset slow -crf "$crf" -profile:v high -level:v 4.0 \
    -x264-params aq-mode=3 -pix_fmt yuv420p "${COLOR_TAGS[@]}" \
    -movflags +faststart -an "$out"
}

make_hero() {
  log "Hero video"
  mkdir -p "$MEDIA_OUT_DIR"
  render_hero_source

  local webm_crf="$WEBM_CRF" mp4_crf="$MP4_CRF" total
  while :; do
    log "  encoding hero.webm (VP9 crf $webm_crf) and hero.mp4 (H.264 crf $mp4_crf)"
    encode_webm "$webm_crf"
    encode_mp4 "$mp4_crf"
    total=$(($(file_size "$MEDIA_OUT_DIR/hero.webm") + $(file_size "$MEDIA_OUT_DIR/hero.mp4")))
    ((total <= VIDEO_PAIR_TARGET)) && break
    ((mp4_crf < 32)) || break
    webm_crf=$((webm_crf + 3))
    mp4_crf=$((mp4_crf + 2))
  done
  ((total <= VIDEO_PAIR_LIMIT)) || die "hero.webm + hero.mp4 are $total bytes, over the $VIDEO_PAIR_LIMIT byte budget"
  log "  $MEDIA_OUT_DIR/hero.webm  $(file_size "$MEDIA_OUT_DIR/hero.webm") bytes"
  log "  $MEDIA_OUT_DIR/hero.mp4   $(file_size "$MEDIA_OUT_DIR/hero.mp4") bytes"
  encode_poster
}

# The first frame at the poster's size, as a lossless WebP.
encode_poster() {
  log "Hero poster (first frame)"
  local out="$MEDIA_OUT_DIR/hero-poster.webp" size
  ffmpeg -hide_banner -loglevel error -y -i "$WORK/hero-source.mkv" -frames:v 1 \
    -vf "scale=${POSTER_WIDTH}:${POSTER_HEIGHT}:flags=area,format=rgb24" "$WORK/poster.png"
  cwebp -quiet -lossless -z 9 -metadata none "$WORK/poster.png" -o "$out"
  size="$(file_size "$out")"
  ((size <= POSTER_LIMIT)) || die "$out is $size bytes, over its $POSTER_LIMIT byte budget"
  ((size <= POSTER_TARGET)) || log "  warning: over the $POSTER_TARGET bytes it usually takes"
  log "  $out  ${size} bytes (lossless webp)"
}

make_poster() {
  mkdir -p "$MEDIA_OUT_DIR"
  render_hero_source "$(awk "BEGIN { print 1 / $FPS }")"
  encode_poster
}

# ---------------------------------------------------------------------------
main() {
  local targets=("$@")
  ((${#targets[@]})) || targets=(hero)
  check_tools
  WORK="$(mktemp -d)"
  trap 'rm -rf "$WORK"' EXIT
  local t
  for t in "${targets[@]}"; do
    case "$t" in
      hero) make_hero ;;
      poster) make_poster ;;
      *) die "unknown target '$t' (expected: hero or poster)" ;;
    esac
  done
  log "Done."
}

main "$@"
