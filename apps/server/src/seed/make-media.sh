#!/bin/sh
# Regenerates the demo images and video clips under media/ (text-free colours and shapes, made with
# ffmpeg so the repository ships no third-party pictures). Run from anywhere: sh make-media.sh
set -e
cd "$(dirname "$0")/media"
ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }

# cover NAME COLOR0 COLOR1 SHAPE-EXPRESSION(fill colour r g b)
cover() {
  name=$1; c0=$2; c1=$3; cond=$4; r=$5; g=$6; b=$7
  ff -f lavfi -i "gradients=s=1200x675:c0=$c0:c1=$c1:x0=0:y0=0:x1=1200:y1=675:nb_colors=2,format=gbrp" -frames:v 1 \
    -vf "geq=r='if($cond,($r+r(X,Y))/2,r(X,Y))':g='if($cond,($g+g(X,Y))/2,g(X,Y))':b='if($cond,($b+b(X,Y))/2,b(X,Y))'" \
    -c:v libwebp -quality 70 "$name.webp"
}
cover cover-newyear  0xB3122E 0xF2B134 'lt(hypot(X-850,Y-330),190)+lt(hypot(X-300,Y-520),90)' 255 220 120
cover cover-campus   0x1D4E89 0x56A3D9 'lt(mod(X+Y,160),40)*lt(Y,675)' 255 255 255
cover cover-scholar  0x14532D 0x84CC16 'lt(abs(X-600)+abs(Y-337),230)' 250 250 210
cover cover-alumni   0xC2410C 0xFDE68A 'lt(hypot(X-600,Y-900),520)' 120 40 10
cover cover-culture  0x6D28D9 0x2DD4BF 'lt(mod(X,200),100)*lt(mod(Y,200),100)' 255 255 255
cover cover-career   0x0F172A 0xD4A017 'gt(Y,450-X*0.3)' 230 180 40
cover cover-exchange 0x0E7490 0xF97316 'lt(hypot(X-420,Y-337),200)+lt(hypot(X-780,Y-337),200)' 255 255 255
cover cover-assoc    0x7F1D1D 0x1E3A8A 'lt(abs(Y-337-80*sin(X/90)),40)' 255 215 0
cover cover-sport    0x065F46 0x0EA5E9 'lt(abs(hypot(X-600,Y-337)-220),35)' 255 255 255
cover cover-volunteer 0xBE185D 0xFCD34D 'lt(mod(hypot(X-600,Y-337),120),30)' 255 255 255

# square portraits for alumni and the founder
ff -f lavfi -i "gradients=s=480x480:c0=0x334155:c1=0x94A3B8:x0=0:y0=0:x1=480:y1=480,format=gbrp" -frames:v 1 \
  -vf "geq=r='if(lt(hypot(X-240,Y-190),95)+lt(hypot(X-240,Y-520),200),230,r(X,Y))':g='if(lt(hypot(X-240,Y-190),95)+lt(hypot(X-240,Y-520),200),200,g(X,Y))':b='if(lt(hypot(X-240,Y-190),95)+lt(hypot(X-240,Y-520),200),170,b(X,Y))'" \
  -c:v libwebp -quality 70 portrait-1.webp
ff -f lavfi -i "gradients=s=480x480:c0=0x7C2D12:c1=0xFDBA74:x0=0:y0=0:x1=480:y1=480,format=gbrp" -frames:v 1 \
  -vf "geq=r='if(lt(hypot(X-240,Y-190),95)+lt(hypot(X-240,Y-520),200),250,r(X,Y))':g='if(lt(hypot(X-240,Y-190),95)+lt(hypot(X-240,Y-520),200),235,g(X,Y))':b='if(lt(hypot(X-240,Y-190),95)+lt(hypot(X-240,Y-520),200),220,b(X,Y))'" \
  -c:v libwebp -quality 70 portrait-2.webp

# two short H.264 clips with a poster frame
ff -f lavfi -i "gradients=s=640x360:c0=0xB3122E:c1=0xF2B134:c2=0x1D4E89:speed=0.03:rate=25,format=yuv420p" -t 8 \
  -c:v libx264 -preset slow -crf 30 -maxrate 300k -bufsize 600k -movflags +faststart -pix_fmt yuv420p clip-festival.mp4
ff -f lavfi -i "mandelbrot=s=640x360:rate=25:start_scale=3:end_scale=1.2,format=yuv420p" -t 6 \
  -c:v libx264 -preset slow -crf 32 -maxrate 380k -bufsize 760k -movflags +faststart -pix_fmt yuv420p clip-campus.mp4
ff -ss 2 -i clip-festival.mp4 -frames:v 1 -q:v 5 clip-festival-poster.jpg
ff -ss 2 -i clip-campus.mp4 -frames:v 1 -q:v 5 clip-campus-poster.jpg
