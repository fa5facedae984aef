#!/usr/bin/env bash
# Renders the home page's welcome video, its poster and nothing else (captions are hand-written beside them).
# Dev-time only: needs ffmpeg with libvpx-vp9 and the Debian DejaVu fonts. Output: src/assets/.
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/src/assets"
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
book=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
W=960 H=540 D=3.4

# scene: background colour, title, line 1, line 2, text colour
scene() {
  local fade="alpha='min(1,t/0.6)*min(1,(${D}-t)/0.4)'"
  printf "color=c=%s:s=%sx%s:d=%s:r=24," "$1" "$W" "$H" "$D"
  printf "drawbox=x='-w+mod(t*300,%s+w)':y=%s:w=220:h=10:color=white@0.35:t=fill," "$W" "$((H - 60))"
  printf "drawtext=fontfile=%s:text='%s':fontsize=54:fontcolor=%s:x=(w-text_w)/2:y=h/2-110:%s," "$bold" "$2" "$5" "$fade"
  printf "drawtext=fontfile=%s:text='%s':fontsize=32:fontcolor=%s:x=(w-text_w)/2:y=h/2-10:%s," "$book" "$3" "$5" "$fade"
  printf "drawtext=fontfile=%s:text='%s':fontsize=32:fontcolor=%s:x=(w-text_w)/2:y=h/2+40:%s" "$book" "$4" "$5" "$fade"
}

graph="$(scene '#f89e23' 'The Xchange Marketplace' 'for Buyers & Sellers' 'of Testing Equipment' '#1a1a1a')[a];"
graph+="$(scene '#1f2933' 'Every condition' 'New, used, ex-demo and refurbished' 'lab, industrial and test equipment' '#ffffff')[b];"
graph+="$(scene '#ffffff' 'Buyers' 'Search the shop, compare offers' 'and message sellers directly' '#1a1a1a')[c];"
graph+="$(scene '#1f2933' 'Sellers' 'List with pictures and video' 'for one yearly fee of USD 999' '#f89e23')[d];"
graph+="$(scene '#f89e23' 'Start shopping today' 'Open The Xchange Shop' 'buying is free for every buyer' '#1a1a1a')[e];"
graph+="[a][b][c][d][e]concat=n=5:v=1:a=0,format=yuv420p[v]"

ffmpeg -y -hide_banner -loglevel error -filter_complex "$graph" -map '[v]' \
  -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 4 -an "$out/welcome.webm"
ffmpeg -y -hide_banner -loglevel error -ss 1.8 -i "$out/welcome.webm" -frames:v 1 -q:v 4 "$out/welcome-poster.jpg"
ls -l "$out"
