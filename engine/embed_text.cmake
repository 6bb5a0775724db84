# Wraps a text file in a C++ raw string literal: cmake -DIN=... -DOUT=... -P
file(READ "${IN}" text)
file(WRITE "${OUT}" "R\"SENTE_TEXT(${text})SENTE_TEXT\"\n")
